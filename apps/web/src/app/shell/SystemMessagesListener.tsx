import { useReportServerVersion } from '../connection/shell-stores';
import { useSystemMessages } from '../connection/system-messages';
import { useSession } from '../session/session-context';
import { useSyncStore } from './sync/sync-context';
import { shellMessageHandlers } from './system-message-handlers';

/**
 * Feeds the shell from the system messages (spec part 1 §7). Other areas subscribe for their own
 * subjects; what nobody here handles is only logged.
 */
export function SystemMessagesListener({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const session = useSession();
  const handlers = shellMessageHandlers({
    reportVersion: useReportServerVersion(),
    reload,
    sync: useSyncStore(),
    reloadAppData: () => void session.reload(),
  });
  useSystemMessages((message) => {
    const handle = handlers[message.subject];
    if (handle) handle(message.payload);
    else console.debug('system message not handled by the shell', message.subject);
  });
  return null;
}
