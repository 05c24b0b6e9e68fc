import type { ConfiguratorEvent } from '../../call-system/protocol-types';
import type { LinkState, LinkStateDetail } from '../../call-system/supervisor-types';
import type { SystemMessagePayload } from '../../events/topics';
import type { QuarantineRow } from '../calls/quarantine.repository';
import { messageForViewersOf } from '../system-messages/system-messages.service';

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

export function linkStateMessage(systemId: number, state: LinkState, detail: LinkStateDetail): SystemMessagePayload {
  return {
    subject: 'link.state',
    payload: { system_id: systemId, state, progress: detail.progress },
    technician_detail: { version: detail.version, error: detail.error },
    system_id: systemId,
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
