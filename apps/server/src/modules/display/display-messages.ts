import type { TableKind } from '../configuration/config-kinds';
import type { SystemMessagesService } from '../system-messages/system-messages.service';

// The system messages a display reacts to (spec part 2 §4 Realtime system messages). Payloads carry ids
// only; displays re-query what they show.

type Publisher = Pick<SystemMessagesService, 'publish'>;

/** Profiles are global: every display hears about every profile. */
export async function announceProfilesChanged(messages: Publisher, ids: readonly number[]): Promise<void> {
  for (const id of ids) await messages.publish({ subject: 'displayprofile.updated', payload: { id } });
}

/** Notes belong to one system; only displays on that system context reload for them. */
export function announceDisplayNotesChanged(messages: Publisher, systemId: number): Promise<void> {
  return messages.publish({ subject: 'displaynote.updated', payload: { system_id: systemId }, system_id: systemId });
}

const SUBJECT_OF: Partial<Record<TableKind, string>> = {
  schedules: 'schedule.updated',
  display_groups: 'displaygroup.updated',
};

/**
 * After an import committed: the kinds that changed and that displays filter by. Not limited to the
 * system's own consoles, since one display profile may show several systems.
 */
export async function announceConfigChanges(
  messages: Publisher,
  systemId: number,
  changed: readonly TableKind[],
): Promise<void> {
  for (const kind of changed) {
    const subject = SUBJECT_OF[kind];
    if (subject) await messages.publish({ subject, payload: { system_id: systemId } });
  }
}
