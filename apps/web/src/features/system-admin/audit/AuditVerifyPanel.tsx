import { useLazyQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailableSystems } from '../../../app/shell/system/useAvailableSystems';
import { AuditLogVerifyDocument } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';

/** Checks the hash chains (ADR 0037) and says, per system, that it is intact or where it first breaks. */
export function AuditVerifyPanel() {
  const { t } = useTranslation('systemAdmin');
  const names = new Map(useAvailableSystems().map((s) => [s.id, s.name]));
  const [verify, { data, loading, error }] = useLazyQuery(AuditLogVerifyDocument, { fetchPolicy: 'network-only' });
  const result = data?.verifyAuditLog;
  const nameOf = (id: number | null) => (id === null ? t('audit.verify.noSystem') : (names.get(id) ?? String(id)));
  return (
    <Stack gap="xs">
      <Button variant="light" loading={loading} onClick={() => verify()} style={{ alignSelf: 'flex-start' }}>
        {t('audit.verify.run')}
      </Button>
      {error && <Alert color="red">{t('audit.verify.failed')}</Alert>}
      {result?.chains.map((c) => (
        <Alert key={c.system_id ?? 0} color={c.broken ? 'red' : 'green'} role="status">
          {c.broken
            ? t(`audit.verify.broken.${c.broken.reason}`, {
                system: nameOf(c.system_id),
                checked: c.checked,
                entry: c.broken.entry_id ?? '',
                seq: c.broken.chain_seq,
                date: formatDateTime(c.broken.date),
              })
            : t('audit.verify.intact', { system: nameOf(c.system_id), count: c.checked })}
        </Alert>
      ))}
      {result && result.chains.length === 0 && <Alert color="gray">{t('audit.verify.empty')}</Alert>}
      {result && result.unchained > 0 && (
        <Alert color="yellow">{t('audit.verify.unchained', { count: result.unchained })}</Alert>
      )}
    </Stack>
  );
}
