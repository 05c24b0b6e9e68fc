import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createConnectionStore } from '../../app/connection/connection-state';
import { createServerVersionStore } from '../../app/connection/server-version';
import { createSocketClient, type SocketOptions } from '../../app/connection/socket-client';
import { createTransport } from '../../app/connection/transport';
import { stubServer } from '../../features/display/test/fake-server';
import { createFakeSocket } from '../../features/display/test/fake-socket';
import type { PhoneCallFieldsFragment, PhoneSessionFieldsFragment } from '../../generated/phone';
import { createI18n } from '../../i18n/i18n';
import { createNotificationPermission } from '../alerting/notification-permission';
import type { Ringer } from '../alerting/ringer';
import { parseLaunchParams } from '../app/launch-params';
import { PhoneApp } from '../app/PhoneApp';
import { createPhoneServices } from '../app/phone-services';
import { createPartitionStorage, type PhoneKey } from '../storage/partition-storage';

type Handler = Parameters<typeof stubServer>[0][string];

/** An error the API answers with: a refusal with its code in `extensions`. */
export function refusal(code: string): Error {
  return Object.assign(new Error(code), { extensions: { code } });
}

export function buildSession(over: Partial<PhoneSessionFieldsFragment> = {}): PhoneSessionFieldsFragment {
  return {
    client: { id: 3, name: 'Station 1 A', system_id: 1, system_name: 'Haus Linde' },
    user: { id: 7, name: 'anna', display_name: 'Anna Muster', group_name: 'Pflege OG1', call_handling_mode: 'full' },
    settings: { logout_disabled: false, logout_on_charge: false, display_names_enabled: true },
    ...over,
  };
}

export function buildPhoneCall(id: number, over: Partial<PhoneCallFieldsFragment> = {}): PhoneCallFieldsFragment {
  return {
    id,
    call_type_text: 'Ruf',
    urgency: 'Normal',
    color: '#1c7ed6',
    section_name: '1. OG',
    device_text_long: `Zimmer ${100 + id}`,
    device_text_short: `${100 + id}`,
    position: 'Bett',
    opened_at: new Date(Date.now() - 150_000).toISOString(),
    closed_at: null,
    state: 'ringing',
    accepted_by: null,
    can_accept: true,
    can_reject: true,
    ...over,
  };
}

/** A ring tone that records what it was asked to play; its audio starts on `unlock()`, as after a tap. */
export function createFakeRinger() {
  let running = false;
  const listeners = new Set<() => void>();
  const rings: string[] = [];
  const ringer: Ringer = {
    get running() {
      return running;
    },
    unlock: vi.fn(async () => {
      running = true;
      for (const listener of listeners) listener();
      return true;
    }),
    ring: (urgency) => {
      rings.push(urgency);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { ringer, rings };
}

export interface PhoneOptions {
  /** The address's query: `?storagePartition=…&demoClient=…`. */
  search?: string;
  /** What the partition holds before the page loads. */
  stored?: Partial<Record<PhoneKey, string>>;
  server?: Record<string, Handler>;
  /** Whether the socket counts as connected from the start (default: yes). */
  connected?: boolean;
}

/** Answers every phone request a signed-in phone makes; a test overrides what it looks at. */
export const SIGNED_IN_SERVER: Record<string, Handler> = {
  PhoneSession: () => ({ phoneSession: buildSession() }),
  PhoneAcknowledge: () => ({ phoneAcknowledge: true }),
  PhoneReport: () => ({ phoneReport: true }),
  PhoneLinkState: () => ({ phoneLinkState: { system_id: 1, state: 'ready', age_seconds: 600 } }),
  PhoneTeam: () => ({ phoneTeam: { enabled: false, members: [], presences: [] } }),
  PhoneSubscriptions: () => ({
    phoneSubscriptions: { allowed: false, confirmation_required: false, subscriptions: [], rooms: [] },
  }),
};

/**
 * The phone page as phone-page.tsx builds it, on the real transport: HTTP to `fetch` (stubServer), the
 * socket a fake the test drives, the ring tone a recorder.
 */
export function renderPhone(options: PhoneOptions = {}) {
  const search = options.search ?? '';
  window.history.replaceState(null, '', `/app/${search}`);
  const params = parseLaunchParams(search);
  const storage = createPartitionStorage(params.partition);
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.write(key as PhoneKey, value);
  const server = stubServer({ ...SIGNED_IN_SERVER, ...options.server });
  const socket = createFakeSocket();
  let socketOptions: SocketOptions | null = null;
  const { ringer, rings } = createFakeRinger();
  const services = createPhoneServices({
    kit: { createConnectionStore, createServerVersionStore, createSocketClient, createTransport },
    i18n: createI18n('en'),
    params,
    storage,
    socket: (made) => {
      socketOptions = made;
      return socket.client;
    },
    location: { protocol: 'http:', host: 'localhost' },
    ringer,
    notifications: createNotificationPermission(),
  });
  if (options.connected ?? true) services.stores.connection.connected();
  const utils = render(<PhoneApp services={services} />);
  /** Delivers the phone's whole list, as the server does first on every subscription. */
  const deliver = (calls: PhoneCallFieldsFragment[]) =>
    act(async () => socket.push('PhoneCallsChanged', { phoneCallsChanged: { calls, removed: [], complete: true } }));
  /** Delivers what changed in the list, as the server does after the first. */
  const change = (calls: PhoneCallFieldsFragment[], removed: number[] = []) =>
    act(async () => socket.push('PhoneCallsChanged', { phoneCallsChanged: { calls, removed, complete: false } }));
  /** What the socket would send on connecting now. */
  const connectionParams = () => socketOptions?.connectionParams() ?? {};
  return { ...utils, services, server, socket, storage, rings, deliver, change, connectionParams };
}

export const SIGNED_IN: PhoneOptions['stored'] = { device: 'device-token', session: 'session-token', system: '1' };
