import type { Client } from 'graphql-ws';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { createConnectionStore } from '../../app/connection/connection-state';
import { type RequestContext, socketUrl } from '../../app/connection/request-context';
import type { createServerVersionStore } from '../../app/connection/server-version';
import type { ShellStores } from '../../app/connection/shell-stores';
import type { createSocketClient, SocketOptions } from '../../app/connection/socket-client';
import type { createTransport, Transport } from '../../app/connection/transport';
import { createNotificationPermission, type NotificationPermissionStore } from '../alerting/notification-permission';
import { createRinger, type Ringer } from '../alerting/ringer';
import type { PartitionStorage } from '../storage/partition-storage';
import { createPhoneStore, type PhoneState, type PhoneStore } from '../storage/phone-store';
import type { LaunchParams } from './launch-params';

/** What the phone page is built on; phone-page.tsx makes it, the tests make it with fakes. */
export interface PhoneServices {
  i18n: I18n;
  params: LaunchParams;
  storage: PartitionStorage;
  phone: PhoneStore;
  stores: ShellStores;
  transport: Transport;
  ringer: Ringer;
  notifications: NotificationPermissionStore;
}

/**
 * The connection modules, handed in by main.tsx, which has them in the entry already. The entry awaits
 * the page it imports, so a page chunk that imported them itself would make the bundler move them out of
 * the entry into a chunk of their own — for the wall display too, whose budget feels every split.
 */
export interface ConnectionKit {
  createConnectionStore: typeof createConnectionStore;
  createServerVersionStore: typeof createServerVersionStore;
  createSocketClient: typeof createSocketClient;
  createTransport: typeof createTransport;
}

export interface PhoneServiceOptions {
  kit: ConnectionKit;
  i18n: I18n;
  params: LaunchParams;
  storage: PartitionStorage;
  /** The socket, given the options the page would make it with (tests hand in a fake). */
  socket?: (options: SocketOptions) => Client;
  fetch?: typeof fetch;
  location?: Pick<Location, 'protocol' | 'host'>;
  ringer?: Ringer;
  notifications?: NotificationPermissionStore;
}

/**
 * The phone's own request context, socket and transport (ADR 0032): its tokens instead of a console
 * session, its system, and a socket that connects only while the calls list is open, so it always
 * carries the tokens of the current sign-in. A pairing or sign-in the server no longer knows sends the
 * phone back a step, whichever request learnt it.
 */
export function createPhoneServices(options: PhoneServiceOptions): PhoneServices {
  const { kit, i18n, params, storage } = options;
  const phone = createPhoneStore(storage);
  const context: RequestContext = {
    systemId: () => phone.getSnapshot().system,
    locale: () => i18n.language,
    phoneTokens: () => phone.getSnapshot(),
  };
  const stores: ShellStores = {
    connection: kit.createConnectionStore(),
    serverVersion: kit.createServerVersionStore(),
  };
  const socketOptions: SocketOptions = {
    url: socketUrl(options.location ?? window.location),
    connectionParams: () => {
      const { device, session } = phone.getSnapshot();
      return {
        locale: i18n.language,
        ...(device ? { app_client_token: device } : {}),
        ...(session ? { app_session_token: session } : {}),
      };
    },
    store: stores.connection,
    lazy: true,
  };
  const socket = (options.socket ?? kit.createSocketClient)(socketOptions);
  const transport = kit.createTransport({
    context,
    socket,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onProblem: (problem) => {
      if (problem === 'phone-not-paired') phone.unpaired();
      else if (problem === 'phone-signed-out') phone.signedOut('signedOut');
    },
  });
  return {
    i18n,
    params,
    storage,
    phone,
    stores,
    transport,
    ringer: options.ringer ?? createRinger(),
    notifications: options.notifications ?? createNotificationPermission(),
  };
}

export const PhoneServicesContext = createContext<PhoneServices | null>(null);

export function usePhoneServices(): PhoneServices {
  const services = useContext(PhoneServicesContext);
  if (!services) throw new Error('usePhoneServices outside PhoneApp');
  return services;
}

export function usePhoneState(): PhoneState {
  const { phone } = usePhoneServices();
  return useSyncExternalStore(phone.subscribe, phone.getSnapshot);
}
