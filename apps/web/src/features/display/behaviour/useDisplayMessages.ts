import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { SystemMessagesDocument } from '../../../generated/graphql';

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
  const latest = useRef(handlers);
  latest.current = handlers;
  useSubscription(SystemMessagesDocument, {
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (!message) return;
      if (message.subject === 'displaynote.updated') latest.current.notesChanged();
      else if (RELATION_SUBJECTS.has(message.subject)) latest.current.relationsChanged();
      else if (message.subject === 'videostream') latest.current.videoStream(message.payload);
    },
  });
}
