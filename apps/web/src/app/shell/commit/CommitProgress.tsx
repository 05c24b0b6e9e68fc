import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfigChangelogDocument } from '../../../generated/graphql';
import { pathOf } from '../../routes/route-index';
import { useSession } from '../../session/session-context';
import { COMMIT_POLL_MS, COMMIT_POPUP_Z_INDEX, POPUP_WIDTH } from '../shell-constants';
import { useSyncStore } from '../sync/sync-context';
import { shownProgress } from './commit-progress';

/** The popup of a running commit (CommitPopup decides when), following the configurator's changelog. */
export function CommitProgress() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const sync = useSyncStore();
  const session = useSession();
  const { data, error } = useQuery(ConfigChangelogDocument, { fetchPolicy: 'no-cache', pollInterval: COMMIT_POLL_MS });
  const changelog = data?.configChangelog;
  const status = changelog?.status;

  useEffect(() => {
    if (error) navigate(pathOf('sync'));
  }, [error, navigate]);

  // The end of the commit as the configurator tells it, should its message have been lost on the way.
  useEffect(() => {
    if (status !== 'ready' && status !== 'failed') return;
    sync.commitEnded();
    void session.reload();
  }, [status, sync, session.reload]);

  const progress = shownProgress(changelog);
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size={POPUP_WIDTH}
      zIndex={COMMIT_POPUP_Z_INDEX}
      title={t('commit.title')}
    >
      <Stack>
        <Text size="sm">{t('commit.text')}</Text>
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} animated aria-label={t('commit.title')} />
            <Text size="sm" ta="right">
              {t('commit.progress', { progress })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={() => navigate(pathOf('sync'))}>{t('commit.toSync')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
