import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { CLEANUP_MIN_DAYS, CLEANUP_PHRASES, type Locale, matchesCleanupPhrase } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { CleanupPreviewDocument, CleanupRunDocument } from '../../../generated/graphql';
import { formatDate } from '../../../ui/time/date-format';

const LOCALES = Object.keys(CLEANUP_PHRASES) as Locale[];
const localeOf = (language: string): Locale => ((LOCALES as string[]).includes(language) ? (language as Locale) : 'de');

/**
 * Cleanup of old calls and audit entries (spec part 1 §2 tools, §5): what would go is counted first, and
 * removing it needs the confirmation phrase typed.
 */
export function CleanupPanel() {
  const { t, i18n } = useTranslation('systemAdmin');
  const notify = useNotify();
  const locale = localeOf(i18n.language);
  const phrase = CLEANUP_PHRASES[locale];
  const [days, setDays] = useState(365);
  const [kinds, setKinds] = useState({ calls: true, audit: true });
  const [typed, setTyped] = useState('');
  const [count, preview] = useLazyQuery(CleanupPreviewDocument, { fetchPolicy: 'network-only' });
  const [run, running] = useMutation(CleanupRunDocument);
  const counted = preview.data?.cleanupPreview;
  const ready = !!counted && (kinds.calls || kinds.audit) && matchesCleanupPhrase(typed, locale);

  const change = (next: Partial<{ days: number; calls: boolean; audit: boolean }>) => {
    if (next.days !== undefined) setDays(next.days);
    setKinds((k) => ({ calls: next.calls ?? k.calls, audit: next.audit ?? k.audit }));
    setTyped('');
  };
  const clean = async () => {
    try {
      const { data } = await run({ variables: { days, ...kinds, confirm: typed } });
      const done = data?.cleanup;
      notify({
        id: 'cleanup',
        title: t('maintenance.cleanup.done', { calls: done?.calls ?? 0, audit: done?.audit ?? 0 }),
      });
      setTyped('');
      await count({ variables: { days } });
    } catch {
      notify({ id: 'cleanup', type: 'error', title: t('maintenance.cleanup.failed') });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('maintenance.cleanup.title')} maw={560}>
      <Title order={3}>{t('maintenance.cleanup.title')}</Title>
      <Text size="sm">{t('maintenance.cleanup.intro', { min: CLEANUP_MIN_DAYS })}</Text>
      <NumberInput
        label={t('maintenance.cleanup.days')}
        min={CLEANUP_MIN_DAYS}
        max={36500}
        value={days}
        onChange={(v) => change({ days: typeof v === 'number' ? v : CLEANUP_MIN_DAYS })}
      />
      <Group>
        <Checkbox
          label={t('maintenance.cleanup.calls')}
          checked={kinds.calls}
          onChange={(e) => change({ calls: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('maintenance.cleanup.audit')}
          checked={kinds.audit}
          onChange={(e) => change({ audit: e.currentTarget.checked })}
        />
      </Group>
      <Button
        variant="light"
        loading={preview.loading}
        disabled={days < CLEANUP_MIN_DAYS}
        onClick={() => count({ variables: { days } })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('maintenance.cleanup.count')}
      </Button>
      {preview.error && <Alert color="red">{t('maintenance.cleanup.countFailed')}</Alert>}
      {counted && (
        <>
          <Alert color="yellow" role="status">
            {t('maintenance.cleanup.counted', {
              calls: kinds.calls ? counted.calls : 0,
              audit: kinds.audit ? counted.audit : 0,
              before: formatDate(counted.before),
            })}
          </Alert>
          <TextInput
            label={t('maintenance.cleanup.prompt', { phrase })}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button
            color="red"
            disabled={!ready}
            loading={running.loading}
            onClick={clean}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('maintenance.cleanup.run')}
          </Button>
        </>
      )}
    </Stack>
  );
}
