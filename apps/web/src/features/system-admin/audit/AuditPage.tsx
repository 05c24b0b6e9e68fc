import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { AuditLogExportDocument, AuditLogListDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { AuditFilters, type AuditFilterValues, auditFilterInput, NO_FILTER } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { AuditVerifyPanel } from './AuditVerifyPanel';
import { saveText } from './save-text';

const PAGE_SIZE = 50;

/**
 * `/admin/audit` (issue 16): who changed what, filtered by user, system, entity, action and time, each
 * change as a readable diff; export of what the filter selects; verification of the hash chains.
 */
export function AuditPage() {
  const { t } = useTranslation(['systemAdmin', 'nav']);
  const notify = useNotify();
  const [filter, setFilter] = useState<AuditFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const input = auditFilterInput(filter);
  const list = useQuery(AuditLogListDocument, {
    variables: { filter: { ...input, page: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } } },
    fetchPolicy: 'cache-and-network',
  });
  const [exportLog, exporting] = useLazyQuery(AuditLogExportDocument, { fetchPolicy: 'network-only' });
  const data = (list.data ?? list.previousData)?.auditLog;

  const download = async () => {
    const { data: file, error } = await exportLog({ variables: { filter: input } });
    if (!file || error) {
      notify({ id: 'audit-export', type: 'error', title: t('audit.export.failed') });
      return;
    }
    saveText(file.exportAuditLog.file_name, file.exportAuditLog.content, 'text/csv');
  };

  return (
    <PageScaffold
      title={t('nav:menu.pages.audit')}
      actions={
        <Button variant="light" loading={exporting.loading} onClick={download}>
          {t('audit.export.run')}
        </Button>
      }
    >
      <Stack gap="md">
        <AuditFilters
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
        {list.error && <Alert color="red">{t('audit.loadFailed')}</Alert>}
        {data && (
          <>
            <Text size="sm">{t('audit.count', { count: data.total })}</Text>
            <AuditTable entries={data.items} />
            <Group justify="center">
              <Pagination total={Math.max(1, Math.ceil(data.total / PAGE_SIZE))} value={page} onChange={setPage} />
            </Group>
          </>
        )}
        <AuditVerifyPanel />
      </Stack>
    </PageScaffold>
  );
}
