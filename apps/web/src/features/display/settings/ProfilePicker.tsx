import { ActionIcon, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisplayProfile } from '../config/profile-config';
import { PlusIcon, TrashIcon } from './icons';

// Options are keyed by id: a slug is free text and could be anything, even 'none'.
const NONE_VALUE = '0';

interface Props {
  profiles: readonly DisplayProfile[];
  selected: DisplayProfile | null;
  canManage: boolean;
  onSelect: (profile: DisplayProfile | null) => void;
  onCreate: () => void;
  onDelete: () => void;
}

/** Spec part 2 §2: 'none' first, then every profile; create and delete only with permission. */
export function ProfilePicker({ profiles, selected, canManage, onSelect, onCreate, onDelete }: Props) {
  const { t } = useTranslation('displaySettings');
  const data = [
    { value: NONE_VALUE, label: t('profile.none') },
    ...profiles.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={t('profile.label')}
        data={data}
        value={selected ? String(selected.id) : NONE_VALUE}
        onChange={(value) => onSelect(profiles.find((p) => String(p.id) === value) ?? null)}
        allowDeselect={false}
        style={{ flex: 1 }}
      />
      {canManage && (
        <>
          <ActionIcon variant="default" size="lg" aria-label={t('profile.create')} onClick={onCreate}>
            <PlusIcon />
          </ActionIcon>
          <ActionIcon
            variant="default"
            color="red"
            size="lg"
            aria-label={t('profile.delete')}
            onClick={onDelete}
            disabled={!selected}
          >
            <TrashIcon />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
