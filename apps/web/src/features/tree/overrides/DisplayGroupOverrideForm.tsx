import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { DisplayGroupOverridesDocument, SetDisplayGroupOverrideDocument } from '../../../generated/graphql';
import { useNodeErrors } from '../node-form/useNodeErrors';
import { useCloseTreeModal } from '../useCloseTreeModal';

const FIELD = 'active_display_group_override_id';

/** The switch of one section's display group override (`/tree/displaygroupoverrides/edit/:id`). */
export function DisplayGroupOverrideForm() {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const close = useCloseTreeModal('/tree/displaygroupoverrides');
  const errors = useNodeErrors([FIELD]);
  const id = Number(useParams().id);
  const query = useQuery(DisplayGroupOverridesDocument, { fetchPolicy: 'cache-first' });
  const [save, saving] = useMutation(SetDisplayGroupOverrideDocument);
  const [choice, setChoice] = useState<string | null | undefined>(undefined);

  const data = query.data?.displayGroupOverrides;
  if (!data) {
    if (query.error) return <Alert color="red">{t('overrides.loadFailed')}</Alert>;
    return (
      <Center p="xl">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  const section = data.sections.find((s) => s.id === id);
  if (!section) return <Alert color="red">{t('form.notFound')}</Alert>;
  const stored = section.has_display_group_override ? section.active_display_group_override_id : null;
  const value = choice === undefined ? (stored === null ? null : String(stored)) : choice;

  const submit = async () => {
    try {
      await save({ variables: { section_id: id, display_group_id: value === null ? null : Number(value) } });
    } catch (error) {
      errors.setFromError(error);
      notify({ id: 'tree-override', type: 'error', title: t('notify.saveFailed') });
      return;
    }
    notify({ id: 'tree-override', title: t('notify.saved') });
    close();
  };

  return (
    <Stack>
      <Title order={3}>{t('overrides.editTitle', { name: section.name })}</Title>
      <Select
        label={t('overrides.group')}
        placeholder={t('overrides.off')}
        clearable
        data={data.display_groups.map((g) => ({ value: String(g.id), label: g.name }))}
        value={value}
        onChange={setChoice}
        error={errors.errors[FIELD]}
      />
      {errors.general.map((message) => (
        <Alert key={message} color="red">
          {message}
        </Alert>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={saving.loading}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
