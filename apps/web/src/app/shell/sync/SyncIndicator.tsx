import { ActionIcon, Indicator, Loader, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '../../routes/route-index';
import { useSession } from '../../session/session-context';
import { SyncIcon, WarningIcon } from '../icons';
import { SYNC_BADGE_ABOVE } from '../shell-constants';
import { canSee, SYNC_INDICATOR } from '../shell-requirements';
import { useAvailableSystems } from '../system/useAvailableSystems';
import { isCommitPending } from './commit-pending';
import { useSyncState } from './sync-context';

/**
 * The header's sync indicator (spec part 1 §4): a link to the sync page, a spinner instead while
 * HTTP sync jobs run (the link is inactive then), their count above 3, and a yellow dot while a
 * commit is pending. Without any system there is nothing to sync: a warning leads to the systems.
 */
export function SyncIndicator() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const { jobs } = useSyncState();
  const hasSystem = useAvailableSystems().length > 0;
  if (!canSee(SYNC_INDICATOR, session.situation)) return null;

  if (!hasSystem) {
    return (
      <Tooltip label={t('sync.noSystem')}>
        <ActionIcon
          component={Link}
          to={pathOf('systemParamList')}
          variant="subtle"
          color="yellow"
          aria-label={t('sync.noSystem')}
        >
          <WarningIcon />
        </ActionIcon>
      </Tooltip>
    );
  }

  const pending = isCommitPending(session.data.appState);
  const label = jobs > 0 ? t('sync.running', { count: jobs }) : pending ? t('sync.pending') : t('sync.label');
  const button =
    jobs > 0 ? (
      <ActionIcon variant="subtle" disabled aria-label={label}>
        <Loader size={16} />
      </ActionIcon>
    ) : (
      <ActionIcon component={Link} to={pathOf('sync')} variant="subtle" aria-label={label}>
        <SyncIcon />
      </ActionIcon>
    );
  return (
    <Tooltip label={label}>
      <Indicator disabled={jobs <= SYNC_BADGE_ABOVE} label={jobs} size={16} color="blue" data-testid="sync-jobs">
        <Indicator disabled={!pending} position="bottom-end" size={9} color="yellow" data-testid="sync-pending">
          {button}
        </Indicator>
      </Indicator>
    </Tooltip>
  );
}
