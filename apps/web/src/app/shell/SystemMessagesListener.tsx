import { useSubscription } from '@apollo/client/react';
import { SystemMessagesDocument } from '../../generated/graphql';
import { useReportServerVersion } from '../connection/shell-stores';

type Handler = (payload: unknown) => void;

function versionOf(payload: unknown): string | null {
  const version = (payload as { version?: unknown } | null)?.version;
  return typeof version === 'string' ? version : null;
}

/**
 * The shell's share of the system messages (spec part 1 §7). Other areas subscribe for their own
 * subjects; what nobody here handles is only logged.
 */
export function SystemMessagesListener({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const reportVersion = useReportServerVersion();
  const handlers: Record<string, Handler> = {
    restart: (payload) => {
      const version = versionOf(payload);
      if (version) reportVersion(version);
    },
    reload: () => reload(),
    time: () => {}, // the clock comes with the display
  };
  useSubscription(SystemMessagesDocument, {
    onData: ({ data }) => {
      const message = data.data?.systemMessages;
      if (!message) return;
      const handle = handlers[message.subject];
      if (handle) handle(message.payload);
      else console.debug('system message not handled by the shell', message.subject);
    },
  });
  return null;
}
