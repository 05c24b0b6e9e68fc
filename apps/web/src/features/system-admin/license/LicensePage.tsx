import { useQuery } from '@apollo/client/react';
import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { isValidLicense, limitWarnings } from '@wardlight/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { LicensePageDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';
import { LicenseLimitsTable } from './LicenseLimitsTable';
import { LicenseReplaceForm } from './LicenseReplaceForm';

const FEATURES = ['analytics', 'log', 'management'] as const;

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/**
 * `/admin/license` (issue 16): the licence in force, its limits beside what is used with a warning
 * from 90 % on, and its replacement by a new code.
 */
export function LicensePage() {
  const { t } = useTranslation('systemAdmin');
  const session = useSession();
  const query = useQuery(LicensePageDocument, { fetchPolicy: 'cache-and-network' });
  const data = query.data;
  // The session's AppData holds the licence too (menus, guards): read again with the page.
  const replaced = () => Promise.all([query.refetch(), session.reload()]);

  let body: ReactNode;
  if (data) {
    const { license, licenseUsage } = data;
    body = (
      <Stack gap="lg">
        {isValidLicense(license) ? (
          <SimpleGrid cols={{ base: 1, sm: 4 }} aria-label={t('license.inForce')}>
            <Fact label={t('license.fields.name')} value={license.name} />
            <Fact label={t('license.fields.id')} value={license.id} />
            <Fact label={t('license.fields.customer')} value={license.customer ?? ''} />
            <Fact label={t('license.fields.activated_at')} value={formatDateTime(license.activated_at)} />
          </SimpleGrid>
        ) : (
          <Alert color="yellow">{t('license.none')}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FEATURES.map((f) => (
            <Fact
              key={f}
              label={t(`license.features.${f}`)}
              value={t(license.features[f] ? 'license.included' : 'license.notIncluded')}
            />
          ))}
        </SimpleGrid>
        {limitWarnings(licenseUsage, license.limits).map(({ kind, level }) => (
          <Alert key={kind} color={level === 'near' ? 'yellow' : 'red'} role="alert">
            {t(`license.warnings.${level}`, {
              kind: t(`license.kinds.${kind}`),
              used: licenseUsage[kind],
              limit: license.limits[kind],
            })}
          </Alert>
        ))}
        <LicenseLimitsTable limits={license.limits} used={licenseUsage} />
        <LicenseReplaceForm onReplaced={replaced} />
      </Stack>
    );
  } else if (query.error) {
    body = <Alert color="red">{t('license.loadFailed')}</Alert>;
  } else {
    body = (
      <Center>
        <Loader aria-label={t('license.loading')} />
      </Center>
    );
  }
  return <PageScaffold title={t('license.title')}>{body}</PageScaffold>;
}
