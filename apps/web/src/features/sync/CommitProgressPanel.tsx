import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncChangelogFieldsFragment } from '../../generated/graphql';
import { kindLabel } from './sync-texts';

interface Props {
  progress: number;
  entries: SyncChangelogFieldsFragment['changelog'];
  pollFailed: boolean;
  /** The names the page knows, to say which item an entry is about. */
  nameOf: (kind: string, id: number) => string | null;
}

/** A commit under way, on the sync page itself: how far it is, and what it has sent so far. */
export function CommitProgressPanel({ progress, entries, pollFailed, nameOf }: Props) {
  const { t } = useTranslation('sync');
  return (
    <Alert color="blue" title={t('progress.title')}>
      <Stack gap="xs">
        <Text size="sm">{t('progress.text')}</Text>
        <Progress value={progress} animated aria-label={t('progress.title')} />
        <Text size="sm" ta="right">
          {t('progress.percent', { progress })}
        </Text>
        {pollFailed && (
          <Text size="sm" c="red">
            {t('progress.pollFailed')}
          </Text>
        )}
        {entries.length > 0 && (
          <List size="sm" aria-label={t('progress.changelog')}>
            {entries.map((entry) => (
              <List.Item key={`${entry.kind}/${entry.id}`}>
                {t('progress.entry', {
                  kind: kindLabel(t, entry.kind),
                  name: nameOf(entry.kind, entry.id) ?? t('idOnly', { id: entry.id }),
                  action: t(`actions.${entry.action}`, { defaultValue: entry.action }),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}
