import type { ConfiguratorEvent } from '../../call-system/protocol-types';
import type { SystemMessagePayload } from '../../events/topics';
import type { QuarantineRow } from '../calls/quarantine.repository';
import { messageForViewersOf } from '../system-messages/system-messages.service';
import type { LinkStateView } from './link-state';

// What the consoles hear of a system's configurator link (spec part 1 §7). The wall display is public:
// it gets states, and the causes — error texts from the configurator, the network or the database — go to
// technicians only, as `technician_detail` (ADR 0017).

/** Configurator events that consoles hear about as system messages. */
export function eventMessage(systemId: number, event: ConfiguratorEvent): SystemMessagePayload | null {
  const message = (subject: string, payload: unknown, technician_detail?: Record<string, unknown>) => ({
    subject,
    payload,
    system_id: systemId,
    ...(technician_detail ? { technician_detail } : {}),
  });
  switch (event.type) {
    case 'time':
      return message('time', event.data.seconds);
    case 'commit.started':
      return message('getsconfig.commit', { revision: event.data.revision });
    case 'commit.progress':
      return message('getsconfig.progress', { progress: event.data.progress });
    case 'commit.finished':
      return message('getsconfig.commit_done', { status: event.data.status }, { error: event.data.error });
    default:
      return null;
  }
}

/**
 * `link.state`: to everyone who may see the system, whatever their socket's context — a wall display of
 * several systems says which one's calls may be missing (ADR 0025). `age_seconds`: how long the state has
 * lasted when sent (a display shows a commit only after a minute of it).
 */
export function linkStateMessage(view: LinkStateView): SystemMessagePayload {
  const { system_id, state, progress, age_seconds, version, error } = view;
  return {
    ...messageForViewersOf(system_id, 'link.state', { system_id, state, progress, age_seconds }),
    technician_detail: { version, error },
  };
}

/** Longest reason a notice carries; the row has all of it. Keeps the message far below NOTIFY's 8 kB. */
const NOTICE_REASON_MAX = 300;

/** `link.quarantined`: for technicians who may see the system, whatever their socket's context. */
export function quarantinedMessage(row: QuarantineRow): SystemMessagePayload {
  const payload = {
    system_id: row.system_id,
    id: row.id,
    source: row.source,
    seq: row.seq,
    event_type: row.event_type,
    reason: row.reason.slice(0, NOTICE_REASON_MAX),
    received_at: row.received_at.toISOString(),
  };
  return { ...messageForViewersOf(row.system_id, 'link.quarantined', payload), technicians_only: true };
}
