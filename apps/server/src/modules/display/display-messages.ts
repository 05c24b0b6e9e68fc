import type { TableKind } from '../configuration/config-kinds';
import { messageForViewersOf, type SystemMessagesService } from '../system-messages/system-messages.service';

// The system messages a display reacts to (spec part 2 §4 Realtime system messages). Payloads carry ids
// only; displays re-query what they show.

type Publisher = Pick<SystemMessagesService, 'publish'>;

/** Profiles are global and public (the display lists them without signing in): everyone hears. */
export async function announceProfilesChanged(messages: Publisher, ids: readonly number[]): Promise<void> {
  for (const id of ids) await messages.publish({ subject: 'displayprofile.updated', payload: { id } });
}

/**
 * Notes belong to one system. Every display that may see it hears, whatever its system context, since
 * one display profile may show several systems; the payload names the system.
 */
export function announceDisplayNotesChanged(messages: Publisher, systemId: number): Promise<void> {
  return messages.publish(messageForViewersOf(systemId, 'displaynote.updated', { system_id: systemId }));
}

const SUBJECT_OF: Partial<Record<TableKind, string>> = {
  schedules: 'schedule.updated',
  display_groups: 'displaygroup.updated',
};

/**
 * After a change was stored: the kinds that changed and that displays filter by. Like notes, for every
 * subscriber who may see the system, not only its own consoles.
 */
export async function announceConfigChanges(
  messages: Publisher,
  systemId: number,
  changed: readonly TableKind[],
): Promise<void> {
  for (const kind of changed) {
    const subject = SUBJECT_OF[kind];
    if (subject) await messages.publish(messageForViewersOf(systemId, subject, { system_id: systemId }));
  }
}
