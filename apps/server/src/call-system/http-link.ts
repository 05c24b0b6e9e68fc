import {
  type Call,
  callSchema,
  commitStatusSchema,
  configSnapshotSchema,
  deviceActionResultSchema,
  discardAnswerSchema,
  firmwareSchema,
  openCallsEnvelopeSchema,
  readCallRepairingTimes,
  readWith,
  stageAnswerSchema,
  stagedChangesSchema,
  type WireRead,
} from '@wardlight/configurator-protocol';
import { baseUrl, basicAuthHeader, type Endpoint } from './endpoint';
import { DEFAULT_KEEP_ALIVE, type KeepAlive, SocketEventStream } from './event-socket';
import { DEFAULT_REQUEST_TIMEOUT_MS, type JsonClient, jsonClient } from './http-request';
import type { CallSystemLink, Cursor, EventStream, HubLogLine, HubSyncResult } from './link';
import { LinkError } from './link-error';
import type {
  CommitStatus,
  ConfigEntity,
  ConfigKind,
  ConfigSnapshot,
  DeviceAction,
  DeviceActionResult,
  OpenCallsSnapshot,
  StagedChange,
  StagedChanges,
} from './protocol-types';
import { idOf, type Unreadable, type UnreadableSource, unreadable } from './unreadable';

export interface HttpLinkOptions {
  endpoint: Endpoint;
  /** Per HTTP request, and for the WebSocket opening handshake. */
  requestTimeoutMs?: number;
  keepAlive?: KeepAlive;
  /** Hears every answer (or listed call) that failed its schema, for the quarantine (ADR 0017). */
  onUnreadable?: (message: Unreadable) => void;
}

const API = '/api/v1';
/** `LinkError.key` of an answer that failed its schema (and was quarantined). */
export const UNREADABLE_KEY = 'unreadable';

/**
 * The configurator protocol v1 over HTTP (fetch) and WebSocket (ws). Every answer is read against its
 * wire schema (packages/configurator-protocol, ADR 0017): what fails is reported to `onUnreadable` and
 * the call rejects with a `protocol` LinkError; nothing unchecked is handed on.
 */
export class HttpLink implements CallSystemLink {
  private readonly request: JsonClient;
  private readonly timeoutMs: number;
  private readonly keepAlive: KeepAlive;

  constructor(private readonly options: HttpLinkOptions) {
    this.timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.keepAlive = options.keepAlive ?? DEFAULT_KEEP_ALIVE;
    this.request = jsonClient(options.endpoint, this.timeoutMs);
  }

  async firmware(): Promise<{ version: string }> {
    const body = await this.request('GET', `${API}/firmware`);
    return this.checked(readWith(firmwareSchema, body), body, 'GET /firmware', 'firmware');
  }

  async config(): Promise<ConfigSnapshot> {
    const body = await this.request('GET', `${API}/config`);
    // The schema bounds every value; the import then reads each field of each kind with its own checks
    // (modules/configuration/config-fields.ts), so the open entity type is carried on from here.
    return this.checked(readWith(configSnapshotSchema, body), body, 'GET /config', 'config') as ConfigSnapshot;
  }

  /** One unreadable call does not cost the others: it is reported and its id kept (ADR 0017). */
  async openCalls(): Promise<OpenCallsSnapshot> {
    const body = await this.request('GET', `${API}/calls`);
    const envelope = this.checked(readWith(openCallsEnvelopeSchema, body), body, 'GET /calls', 'calls');
    const calls: Call[] = [];
    const unreadableIds: number[] = [];
    for (const item of envelope.calls) {
      const call = readWith(callSchema, item);
      if (call.ok) {
        calls.push(call.value);
        continue;
      }
      const callId = idOf(item);
      const repaired = readCallRepairingTimes(item, new Date().toISOString());
      if (repaired) {
        // Shown with the time it reached us, and kept for the technicians as it came (ADR 0017).
        calls.push(repaired.call);
        const reason = `${call.reason} (shown with the time it arrived in place of ${repaired.repaired.join(', ')})`;
        this.options.onUnreadable?.(unreadable('call', item, reason, { call_id: callId }));
        continue;
      }
      if (callId !== null) unreadableIds.push(callId);
      this.options.onUnreadable?.(unreadable('call', item, call.reason, { call_id: callId }));
    }
    const snapshot = { stream_id: envelope.stream_id, seq: envelope.seq, calls };
    return unreadableIds.length ? { ...snapshot, unreadable_ids: unreadableIds } : snapshot;
  }

  async stage(kind: ConfigKind, id: number, entity: ConfigEntity | Record<string, unknown>) {
    const body = await this.request('PUT', `${API}/config/${kind}/${id}`, entity);
    return this.staging(body, 'PUT /config');
  }

  async unstage(kind: ConfigKind, id: number) {
    const body = await this.request('DELETE', `${API}/config/${kind}/${id}`);
    return this.staging(body, 'DELETE /config');
  }

  async staged(): Promise<StagedChanges> {
    const body = await this.request('GET', `${API}/config/staged`);
    return this.checked(readWith(stagedChangesSchema, body), body, 'GET /config/staged', 'staged');
  }

  async discardStaged(): Promise<{ discarded: number }> {
    const body = await this.request('DELETE', `${API}/config/staged`);
    return this.checked(readWith(discardAnswerSchema, body), body, 'DELETE /config/staged', 'staged');
  }

  async commit(): Promise<CommitStatus> {
    return this.commitView(await this.request('POST', `${API}/commit`, {}));
  }

  async commitStatus(): Promise<CommitStatus> {
    return this.commitView(await this.request('GET', `${API}/commit`));
  }

  async deviceAction(deviceId: number, action: DeviceAction, sectionId?: number | null): Promise<DeviceActionResult> {
    const path = `${API}/devices/${deviceId}/actions`;
    const body = await this.request('POST', path, { action, section_id: sectionId ?? null });
    return this.checked(readWith(deviceActionResultSchema, body), body, 'POST /devices/{id}/actions', 'device_action');
  }

  async hubSync(hubId: number, credentials: { username: string; password: string }): Promise<HubSyncResult> {
    const body = (await this.request('POST', `${API}/hubs/${hubId}/sync`, credentials)) as Partial<HubSyncResult>;
    if (typeof body?.hub_id !== 'number' || typeof body.status !== 'string')
      throw new LinkError('protocol', 'POST /hubs/{id}/sync: unreadable answer');
    return { hub_id: body.hub_id, status: body.status, last_sync: body.last_sync ?? null, devices: body.devices ?? 0 };
  }

  async hubLogs(hubId: number): Promise<HubLogLine[]> {
    const body = (await this.request('GET', `${API}/hubs/${hubId}/logs`)) as { lines?: unknown };
    if (!Array.isArray(body?.lines)) throw new LinkError('protocol', 'GET /hubs/{id}/logs: unreadable answer');
    return body.lines.filter(
      (l): l is HubLogLine => typeof l?.at === 'string' && typeof l.level === 'string' && typeof l.text === 'string',
    );
  }

  openEvents(since: Cursor | null): EventStream {
    const { endpoint } = this.options;
    return new SocketEventStream({
      url: () => {
        const url = new URL(`${API}/events`, baseUrl(endpoint).replace(/^http/, 'ws'));
        if (since) {
          url.searchParams.set('since', String(since.seq));
          url.searchParams.set('stream', since.stream_id);
        }
        return url.toString();
      },
      authorization: basicAuthHeader(endpoint),
      tls: endpoint.tls,
      keepAlive: this.keepAlive,
      handshakeTimeoutMs: this.timeoutMs,
    });
  }

  private staging(body: unknown, what: string): StagedChange | null {
    return this.checked(readWith(stageAnswerSchema, body), body, what, 'staged').staged;
  }

  private commitView(body: unknown): CommitStatus {
    return this.checked(readWith(commitStatusSchema, body), body, 'commit status', 'commit');
  }

  private checked<T>(read: WireRead<T>, body: unknown, what: string, source: UnreadableSource): T {
    if (read.ok) return read.value;
    this.options.onUnreadable?.(unreadable(source, body, read.reason));
    throw new LinkError('protocol', `${what}: unexpected answer (${read.reason})`, { key: UNREADABLE_KEY });
  }
}
