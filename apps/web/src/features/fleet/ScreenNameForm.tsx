import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCloseModal } from '../../app/modal/useCloseModal';
import { FleetScreensDocument, ScreenUpdateDocument } from '../../generated/graphql';
import { useFieldErrors } from '../../ui/useFieldErrors';

/** `admin.fleet.edit`: an administrator names a display or phone (audited on the server). */
export function ScreenNameForm() {
  const { t } = useTranslation('fleet');
  const close = useCloseModal();
  const id = Number(useParams().id);
  const query = useQuery(FleetScreensDocument, { fetchPolicy: 'cache-first' });
  const screen = query.data?.fleetScreens.find((s) => s.id === id);
  if (!screen) {
    if (query.loading) {
      return (
        <Center p="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    }
    return <Alert color="red">{t('form.notFound')}</Alert>;
  }
  return <NameForm id={id} initial={screen.name ?? ''} place={screen.place} onDone={close} />;
}

function NameForm({ id, initial, place, onDone }: { id: number; initial: string; place: string; onDone: () => void }) {
  const { t } = useTranslation('fleet');
  const [name, setName] = useState(initial);
  const [update, { loading }] = useMutation(ScreenUpdateDocument);
  const fieldErrors = useFieldErrors(['name']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await update({ variables: { id, data: { name } } });
      onDone();
    } catch (error) {
      fieldErrors.setFromError(error);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="screen-name-title">
      <Stack>
        <Title order={3} id="screen-name-title">
          {t('form.title')}
        </Title>
        <TextInput
          label={t('form.name')}
          description={t('form.place', { place })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldErrors.errors.name}
          data-autofocus
        />
        {fieldErrors.general.map((text) => (
          <Alert key={text} color="red">
            {text}
          </Alert>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
