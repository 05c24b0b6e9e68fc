import type { SystemMessagePayload } from '../../events/topics';
import { messageForViewersOf } from '../system-messages/system-messages.service';

/** Who hears of incidents: those who handle them (spec part 2 §6). */
export const INCIDENTS_PERMISSION = 'analytics::manage_incidents';

/**
 * `incidents.changed`: to everyone who may see the system and handle incidents, whatever their socket's
 * context; ids only — consoles re-read what they show.
 */
export function incidentsChangedMessage(
  systemId: number,
  change: { raised?: number[]; updated?: number[]; closed?: number[] },
): SystemMessagePayload {
  const payload = {
    system_id: systemId,
    raised: change.raised ?? [],
    updated: change.updated ?? [],
    closed: change.closed ?? [],
  };
  return { ...messageForViewersOf(systemId, 'incidents.changed', payload), permission: INCIDENTS_PERMISSION };
}
