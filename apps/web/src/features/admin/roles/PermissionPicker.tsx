import { useQuery } from '@apollo/client/react';
import { Alert, Input, Loader, Stack } from '@mantine/core';
import { hasPermission, isPermissionCode } from '@wardlight/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { PermissionCatalogueDocument } from '../../../generated/graphql';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { PermissionGroupBox } from './PermissionGroupBox';
import { groupCatalogue, toggleCodes } from './permission-groups';

/**
 * The role's permissions, by the catalogue's groups (spec part 1 §6). A code the editing user does
 * not hold cannot be added (the server refuses it: nobody hands out what they lack), only removed.
 */
export function PermissionPicker({ value, onChange, readOnly, label, error }: CustomFieldProps<string[]>) {
  const { t } = useTranslation('admin');
  const { principal } = useSession().situation;
  const catalogue = useQuery(PermissionCatalogueDocument);
  const entries = catalogue.data?.permissionCatalogue;
  const groups = useMemo(() => groupCatalogue(entries ?? []), [entries]);
  const locked = useMemo(
    () =>
      new Set((entries ?? []).map((e) => e.code).filter((c) => !isPermissionCode(c) || !hasPermission(principal, c))),
    [entries, principal],
  );
  // Handlers read the latest value through a ref, so they stay the same and the groups stay memoised.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onToggle = useCallback(
    (codes: readonly string[], on: boolean) => onChange(toggleCodes(valueRef.current, codes, on)),
    [onChange],
  );
  const heldByGroup = useMemo(
    () => new Map(groups.map((g) => [g.group, new Set(g.entries.map((e) => e.code).filter((c) => value.includes(c)))])),
    [groups, value],
  );

  const body = () => {
    if (catalogue.error) return <Alert color="red">{t('permissions.loadFailed')}</Alert>;
    if (!entries) return <Loader size="sm" aria-label={t('permissions.loading')} />;
    return groups.map((group) => (
      <PermissionGroupBox
        key={group.group}
        group={group}
        held={heldByGroup.get(group.group) ?? new Set()}
        locked={locked}
        readOnly={readOnly}
        onToggle={onToggle}
      />
    ));
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="sm" mt="xs">
        {body()}
      </Stack>
    </Input.Wrapper>
  );
}
