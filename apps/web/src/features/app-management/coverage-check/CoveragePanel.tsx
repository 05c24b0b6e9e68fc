import { useQuery } from '@apollo/client/react';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppCoverageDocument } from '../../../generated/graphql';

/** Looked at again this often while the page is open: who is signed in changes through the shift. */
const POLL_MS = 30_000;

/**
 * The coverage check (issue 13): the sections whose calls would ring no phone right now, on app
 * management's first page. Says nothing while no phone is paired (phones are not in use then).
 */
export function CoveragePanel() {
  const { t } = useTranslation('appManagement');
  const query = useQuery(AppCoverageDocument, { fetchPolicy: 'cache-and-network', pollInterval: POLL_MS });
  const coverage = query.data?.appCoverage;
  if (!coverage?.active) return null;
  if (coverage.sections.length === 0)
    return (
      <Alert color="green" title={t('coverage.allCovered')}>
        {t('coverage.allCoveredText')}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" title={t('coverage.title')}>
      <List size="sm">
        {coverage.sections.map((s) => (
          <List.Item key={s.section_id}>
            {s.uncovered === 'all'
              ? t('coverage.all', { section: s.section_name })
              : t('coverage.some', { section: s.section_name, types: s.call_types.join(', ') })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
