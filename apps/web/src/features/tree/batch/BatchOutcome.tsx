import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TreeNodeBatchUpdateMutation } from '../../../generated/graphql';
import { failureText } from './failure-text';

export type BatchResult = TreeNodeBatchUpdateMutation['updateSystemTreeNodes'];

/** Which elements a batch edit changed, and each one it could not change with the reason. */
export function BatchOutcome({ result }: { result: BatchResult }) {
  const { t, i18n } = useTranslation('tree');
  return (
    <>
      {result.updated.length > 0 && (
        <Alert color="green" title={t('batch.updated', { count: result.updated.length })}>
          <Text size="sm">{result.updated.map((n) => n.name).join(', ')}</Text>
        </Alert>
      )}
      {result.failed.length > 0 && (
        <Alert color="red" title={t('batch.failed', { count: result.failed.length })}>
          <List size="sm">
            {result.failed.map((f) => (
              <List.Item key={f.id}>
                <strong>{f.name ?? t('batch.unknownElement', { id: f.id })}</strong>
                {`: ${failureText(f, i18n.t, (key) => i18n.exists(key))}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
