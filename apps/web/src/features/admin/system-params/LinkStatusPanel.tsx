import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/time/date-format';
import { LinkStateBadge } from './LinkStateBadge';
import type { LinkStatus } from './system-param-values';

const FAULTS = ['missing_seq', 'backwards', 'gaps'] as const;

/**
 * The configurator link as the server instance holding it reports it (ADR 0025): its state and since
 * when, why it is not ready, when the configurator was last heard, and how often it broke its event order
 * (each such break made the server read the open calls again).
 */
export function LinkStatusPanel({ status }: { status: LinkStatus }) {
  const { t } = useTranslation('adminSystem');
  const faults = status.link_seq_faults;
  const total = faults.missing_seq + faults.backwards + faults.gaps;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={4}>{t('systemParams.linkStatus.title')}</Title>
          <LinkStateBadge state={status.link_state} />
          {status.link_state_since && (
            <Text size="sm" c="dimmed">
              {t('systemParams.linkStatus.since', { time: formatDateTime(status.link_state_since) })}
            </Text>
          )}
        </Group>
        {status.link_error && (
          <Alert color="red" p="xs" title={t('systemParams.linkStatus.error')}>
            {status.link_error}
          </Alert>
        )}
        <Text size="sm">
          {status.link_heartbeat_at
            ? t('systemParams.linkStatus.heard', { time: formatDateTime(status.link_heartbeat_at) })
            : t('systemParams.linkStatus.neverHeard')}
        </Text>
        <Title order={5}>{t('systemParams.linkStatus.faults.title')}</Title>
        <Table withTableBorder={false} verticalSpacing={4} aria-label={t('systemParams.linkStatus.faults.title')}>
          <Table.Tbody>
            {FAULTS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{t(`systemParams.linkStatus.faults.${kind}`)}</Table.Td>
                <Table.Td ta="right">{faults[kind]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {total > 0 && faults.last_at
            ? t('systemParams.linkStatus.faults.last', { time: formatDateTime(faults.last_at) })
            : t('systemParams.linkStatus.faults.none')}
        </Text>
      </Stack>
    </Paper>
  );
}
