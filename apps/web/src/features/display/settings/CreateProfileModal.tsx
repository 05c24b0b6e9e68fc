import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { validationIssues } from '../../../ui/graphql-errors';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const FIELDS = ['name'] as const;

interface Props {
  opened: boolean;
  busy: boolean;
  /** Resolves to the error when the server refused, null when the profile exists. */
  onCreate: (name: string) => Promise<unknown | null>;
  onClose: () => void;
}

/** Spec part 2 §2: a name, Cancel and Create; Create waits for a name. */
export function CreateProfileModal({ opened, busy, onCreate, onClose }: Props) {
  const { t } = useTranslation('displaySettings');
  const [name, setName] = useState('');
  const fieldErrors = useFieldErrors(FIELDS);
  const close = () => {
    setName('');
    fieldErrors.clear();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered zIndex={400}>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (!name.trim() || busy) return;
          const error = await onCreate(name);
          // The notification already says it failed; the form adds only what the server said about the input.
          if (error) fieldErrors.setIssues(validationIssues(error));
          else close();
        }}
      >
        <Stack>
          <TextInput
            label={t('create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldErrors.errors.name}
            data-autofocus
          />
          <GeneralErrors messages={fieldErrors.general} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={!name.trim()} loading={busy}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
