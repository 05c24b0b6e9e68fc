import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailableSystems } from '../../../app/shell/system/useAvailableSystems';
import type { AuditLogListQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { AuditChange } from './AuditChange';

type Entry = AuditLogListQuery['auditLog']['items'][number];

export function AuditTable({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation('systemAdmin');
  const systems = new Map(useAvailableSystems().map((s) => [s.id, s.name]));
  return (
    <Table aria-label={t('audit.table.title')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.table.date')}</Table.Th>
          <Table.Th>{t('audit.table.user')}</Table.Th>
          <Table.Th>{t('audit.table.system')}</Table.Th>
          <Table.Th>{t('audit.table.action')}</Table.Th>
          <Table.Th>{t('audit.table.entity')}</Table.Th>
          <Table.Th>{t('audit.table.change')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id} data-entry={e.id}>
            <Table.Td>{formatDateTime(e.date)}</Table.Td>
            <Table.Td>{e.user_name ?? ''}</Table.Td>
            <Table.Td>{e.system_id === null ? '' : (systems.get(e.system_id) ?? e.system_id)}</Table.Td>
            <Table.Td>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</Table.Td>
            <Table.Td>
              {t(`audit.entities.${e.entity}`, { defaultValue: e.entity })}
              {e.entity_id ? ` ${e.entity_id}` : ''}
            </Table.Td>
            <Table.Td>
              <AuditChange entry={e} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
