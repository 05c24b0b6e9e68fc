import { baseUrl, basicAuthHeader, type Endpoint } from './endpoint';
import { DEFAULT_KEEP_ALIVE, type KeepAlive, SocketEventStream } from './event-socket';
import { DEFAULT_REQUEST_TIMEOUT_MS, type JsonClient, jsonClient } from './http-request';
import type { CallSystemLink, Cursor, EventStream } from './link';
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

export interface HttpLinkOptions {
  endpoint: Endpoint;
  /** Per HTTP request, and for the WebSocket opening handshake. */
  requestTimeoutMs?: number;
  keepAlive?: KeepAlive;
}

const API = '/api/v1';

function requireShape<T>(value: unknown, isValid: (v: Record<string, unknown>) => boolean, what: string): T {
  if (typeof value === 'object' && value !== null && isValid(value as Record<string, unknown>)) return value as T;
  throw new LinkError('protocol', `${what}: unexpected answer`);
}

/**
 * The configurator protocol v1 over HTTP (fetch) and WebSocket (ws). Shapes the server relies on for
 * ordering (versions, sequence numbers) are checked; the rest is passed on as the configurator sent it.
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
    return requireShape(body, (b) => typeof b.version === 'string', 'GET /firmware');
  }

  async config(): Promise<ConfigSnapshot> {
    const body = await this.request('GET', `${API}/config`);
    return requireShape(body, (b) => typeof b.revision === 'number', 'GET /config');
  }

  async openCalls(): Promise<OpenCallsSnapshot> {
    const body = await this.request('GET', `${API}/calls`);
    const isValid = (b: Record<string, unknown>) =>
      typeof b.stream_id === 'string' && Number.isSafeInteger(b.seq) && Array.isArray(b.calls);
    return requireShape(body, isValid, 'GET /calls');
  }

  async stage(kind: ConfigKind, id: number, entity: ConfigEntity | Record<string, unknown>) {
    const body = await this.request('PUT', `${API}/config/${kind}/${id}`, entity);
    return requireShape<{ staged: StagedChange | null }>(body, (b) => 'staged' in b, 'PUT /config').staged;
  }

  async unstage(kind: ConfigKind, id: number) {
    const body = await this.request('DELETE', `${API}/config/${kind}/${id}`);
    return requireShape<{ staged: StagedChange | null }>(body, (b) => 'staged' in b, 'DELETE /config').staged;
  }

  async staged(): Promise<StagedChanges> {
    const body = await this.request('GET', `${API}/config/staged`);
    return requireShape(body, (b) => Array.isArray(b.changes), 'GET /config/staged');
  }

  async discardStaged(): Promise<{ discarded: number }> {
    const body = await this.request('DELETE', `${API}/config/staged`);
    return requireShape(body, (b) => typeof b.discarded === 'number', 'DELETE /config/staged');
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
    return requireShape(body, (b) => Array.isArray(b.closed_calls), 'POST /devices/{id}/actions');
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
      keepAlive: this.keepAlive,
      handshakeTimeoutMs: this.timeoutMs,
    });
  }

  private commitView(body: unknown): CommitStatus {
    return requireShape(body, (b) => typeof b.status === 'string', 'commit status');
  }
}
