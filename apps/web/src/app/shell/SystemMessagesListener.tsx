import { useTranslation } from 'react-i18next';
import { useReportServerVersion } from '../connection/shell-stores';
import { useSystemMessages } from '../connection/system-messages';
import { useNotify } from '../notifications/notifications-context';
import { useSession } from '../session/session-context';
import { useSyncStore } from './sync/sync-context';
import { shellMessageHandlers } from './system-message-handlers';

/**
 * Feeds the shell from the system messages (spec part 1 §7). Other areas subscribe for their own
 * subjects; what nobody here handles is only logged.
 */
export function SystemMessagesListener({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const session = useSession();
  const notify = useNotify();
  const { t } = useTranslation('shell');
  const handlers = shellMessageHandlers({
    reportVersion: useReportServerVersion(),
    reload,
    sync: useSyncStore(),
    reloadAppData: () => void session.reload(),
    // A section whose calls would ring no phone is a gap in the care: it stays until dismissed.
    coverageChanged: ({ uncovered, coveredAgain }) => {
      if (uncovered.length)
        notify({
          id: 'app-coverage',
          type: 'error',
          persist: true,
          title: t('coverage.lostTitle'),
          text: t('coverage.lost', { sections: uncovered.join(', '), count: uncovered.length }),
        });
      else if (coveredAgain > 0) notify({ id: 'app-coverage', title: t('coverage.back', { count: coveredAgain }) });
    },
    // A screen that shows no calls, or shows them late, is itself an alarm (IEC 60601-1-8): until dismissed.
    screenAlarm: ({ reason, screen, screenId, latencyMs }) =>
      notify({
        id: `fleet-${reason}-${screenId ?? screen}`,
        type: 'error',
        persist: true,
        title: t(`fleet.${reason}Title`),
        text: t(`fleet.${reason}`, { screen, seconds: Math.round((latencyMs ?? 0) / 100) / 10 }),
      }),
  });
  useSystemMessages((message) => {
    const handle = handlers[message.subject];
    if (handle) handle(message.payload);
    else console.debug('system message not handled by the shell', message.subject);
  });
  return null;
}
