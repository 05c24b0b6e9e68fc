import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueGroup } from './permission-groups';

interface Props {
  group: CatalogueGroup;
  /** The group's codes the role holds. */
  held: ReadonlySet<string>;
  /** Codes the editing user may not add. */
  locked: ReadonlySet<string>;
  readOnly: boolean;
  onToggle: (codes: readonly string[], on: boolean) => void;
}

/** One group of the permission picker: a checkbox for the whole group, one per permission. */
function PermissionGroupBoxView({ group, held, locked, readOnly, onToggle }: Props) {
  const { t } = useTranslation('admin');
  const codes = group.entries.map((e) => e.code);
  const canAdd = (code: string) => held.has(code) || !locked.has(code);
  return (
    <Fieldset
      legend={
        <Checkbox
          value={group.group}
          label={t(`permissions.groups.${group.group}`, { defaultValue: group.group })}
          checked={held.size === codes.length}
          indeterminate={held.size > 0 && held.size < codes.length}
          disabled={readOnly || !codes.every(canAdd)}
          onChange={(event) => onToggle(codes, event.currentTarget.checked)}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {group.entries.map((entry) => (
          <Checkbox
            key={entry.code}
            value={entry.code}
            label={t(`permissions.codes.${entry.group}.${entry.action}`, { defaultValue: entry.code })}
            checked={held.has(entry.code)}
            disabled={readOnly || !canAdd(entry.code)}
            onChange={(event) => onToggle([entry.code], event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Memoised with the picker's per-group sets, so a click re-renders its own group only. */
export const PermissionGroupBox = memo(PermissionGroupBoxView);
