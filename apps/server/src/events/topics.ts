/**
 * Every realtime topic and its payload type, in one place (STYLE.md habit 6). Payloads stay small:
 * across instances they travel through PostgreSQL NOTIFY (8 kB at most), so they carry ids and
 * readers re-query.
 */
export interface SystemMessagePayload {
  subject: string;
  payload: unknown;
  /** Limits the message to consoles on this system context; absent = everyone. */
  system_id?: number | null;
  /**
   * Laid over `payload` (an object) for technicians only: error texts, versions — internals that the
   * public wall display must not carry (ADR 0017). Everyone else gets `payload` alone: states, not causes.
   */
  technician_detail?: Record<string, unknown>;
  /** Only technicians hear this message at all. */
  technicians_only?: boolean;
  /** Only subscribers holding one of these permissions hear it (incidents: analytics::manage_incidents, …). */
  permission?: string | readonly string[];
}

/** A failed HTTP exchange with a configurator (spec part 1 §7, getsHTTPError). */
export interface HttpSyncError {
  action: string;
  checks: unknown;
  message: string;
  payload: unknown;
  url: string;
  success: boolean;
}

/** A radio a hub printer detected (configurator event `hub.printer`), as the search modal lists it. */
export interface HubPrinterNotice {
  id: number;
  hub_id: number | null;
  address: string;
  error: string | null;
  detected_at: string;
  system_tree_node: {
    id: number;
    kind: string;
    name: string;
    serial: string | null;
    parent_name: string | null;
  } | null;
}

/**
 * `getsconfig.changed`, after every saved configuration change of `system_id` (spec part 1 §4: the sync
 * indicator's pending dot compares the last change with the last commit). Consoles of the system reload
 * AppData on it; the payload says when, so a client may also compare without reloading.
 */
export interface ConfigChangedMessage extends SystemMessagePayload {
  subject: 'getsconfig.changed';
  payload: { system_id: number; last_gets_change: string };
  system_id: number;
}

export function configChangedMessage(systemId: number, at: Date): ConfigChangedMessage {
  return {
    subject: 'getsconfig.changed',
    payload: { system_id: systemId, last_gets_change: at.toISOString() },
    system_id: systemId,
  };
}

export interface Topics {
  /**
   * Display devices were approved, revoked or deleted, or enrolment was switched (`null`): visitors'
   * sockets check again whether they may still watch calls (ADR 0022).
   */
  displaysChanged: { ids: number[] | null };
  /** For the consoles of `system_id`: the HTTP sync error popup. */
  getsHttpError: HttpSyncError & { system_id: number };
  systemMessage: SystemMessagePayload;
  /** A license was activated: caches of the license in force must be dropped. */
  licenseChanged: { license_id: number };
  /** A system's calls changed; `seq` is the console event that recorded it. Readers re-query. */
  callsChanged: { system_id: number; seq: number };
  /** Systems were added, changed or removed: caches of the system list must be dropped. */
  systemsChanged: { system_id: number | null };
  /** For the consoles of `system_id` that poll the hub printer (search modal). */
  hubPrinter: { system_id: number; message: HubPrinterNotice };
  /**
   * Who a user is may have changed (sign-out, password, roles, system access, deletion): their sockets
   * check their session again and close if it changed (ADR 0020). `null`: every signed-in user (a role
   * was edited).
   */
  accessChanged: { user_ids: number[] | null };
  /** An export job of `user_id` on `system_id` was created, moved on or deleted: their consoles re-read it. */
  exportChanged: { job_id: number; user_id: number; system_id: number };
  /**
   * Staff phones were unpaired, deleted, signed in or out: their sockets check who they are again and
   * close when that changed (ADR 0032).
   */
  phonesChanged: { client_ids: number[] };
  /**
   * The app settings (timeouts, display names, relevant windows) were saved: the call path's copy of them
   * (app-settings-cache.ts) is dropped on every instance.
   */
  appSettingsChanged: Record<string, never>;
  /** The phone lists of these app users of `system_id` changed (a call rang, was taken, closed): re-read. */
  /** Users whose phone lists changed, in these calls (null: any of the system's; both null together). */
  phoneCalls: { system_id: number; user_ids: number[] | null; call_ids: number[] | null };
}

export type Topic = keyof Topics;
export type Handler<T extends Topic> = (payload: Topics[T]) => void;

/**
 * Whether the bus hears other instances' events. `lost`: its listening connection broke, events published
 * now do not reach this instance. `resumed`: it listens again — whatever was published in between is
 * missed for good, so everyone who keeps state from the bus (a cache, a display's list of calls) reads it
 * again from the database.
 */
export type BusState = 'lost' | 'resumed';

/** Publish/subscribe between the parts of one server and, on PostgreSQL, between instances. */
export interface Bus {
  publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void>;
  on<T extends Topic>(topic: T, handler: Handler<T>): () => void;
  /** Follows the listening connection; an in-process bus never loses anything and never calls. */
  onState(handler: (state: BusState) => void): () => void;
  close(): Promise<void>;
}
