import { useSystemMessages } from '../../../app/connection/system-messages';

export interface DisplayMessageHandlers {
  /** displaynote.updated */
  notesChanged(): void;
  /** schedule.updated, displaygroup.updated, displayprofile.updated (profiles: the config provider). */
  relationsChanged(): void;
  /** videostream { url, action } */
  videoStream(payload: unknown): void;
}

const RELATION_SUBJECTS = new Set(['schedule.updated', 'displaygroup.updated', 'displayprofile.updated']);

/** The display's share of the system messages (spec part 2 §4 Realtime system messages). */
export function useDisplayMessages(handlers: DisplayMessageHandlers): void {
  useSystemMessages((message) => {
    if (message.subject === 'displaynote.updated') handlers.notesChanged();
    else if (RELATION_SUBJECTS.has(message.subject)) handlers.relationsChanged();
    else if (message.subject === 'videostream') handlers.videoStream(message.payload);
  });
}
