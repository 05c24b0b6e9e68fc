import type { SystemMessagePayload } from '../../events/topics';
import { messageForViewersOf } from '../system-messages/system-messages.service';

/** Who handles incidents (spec part 2 §6). */
export const INCIDENTS_PERMISSION = 'analytics::manage_incidents';
/** Who hears of them: those who handle them, and those who see the analytics overview's boxes. */
const AUDIENCE = [INCIDENTS_PERMISSION, 'analytics::use_module'];

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
  return { ...messageForViewersOf(systemId, 'incidents.changed', payload), permission: AUDIENCE };
}
