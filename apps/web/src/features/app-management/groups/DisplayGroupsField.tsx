import { Anchor, Group, MultiSelect, Stack } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pathOf } from '../../../app/routes/route-index';
import { useSession } from '../../../app/session/session-context';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { useNamedDisplayGroupOptions } from '../../admin/config-edit/config-options';

const ID = /^[1-9]\d*$/;

/**
 * A group's display groups (spec part 2 §2: `groups/edit/:groupid/displayGroups/:id?`): the choice, and
 * for each chosen one a link that opens the display group's own form over this one — for those who may
 * edit display groups (admin::manage_system), and only on a saved group, whose id the route carries.
 */
export function DisplayGroupsField({ value, onChange, readOnly, label, error }: CustomFieldProps<number[]>) {
  const { t } = useTranslation('appManagement');
  const options = useNamedDisplayGroupOptions();
  const params = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { principal } = useSession().situation;
  const groupId = params.groupid ?? params.id;
  const mayEdit = groupId !== undefined && ID.test(groupId) && hasPermission(principal, 'admin::manage_system');
  const nameOf = (id: number) => options.find((o) => o.value === id)?.label ?? String(id);
  return (
    <Stack gap={4}>
      <MultiSelect
        label={label}
        description={t('groups.hints.display_group_ids')}
        error={error}
        readOnly={readOnly}
        searchable
        data={options.map((o) => ({ value: String(o.value), label: o.label }))}
        value={value.map(String)}
        onChange={(texts) => onChange(texts.map(Number))}
      />
      {mayEdit && value.length > 0 && (
        <Group gap="sm">
          {value.map((id) => (
            <Anchor
              key={id}
              component="button"
              type="button"
              size="xs"
              onClick={() =>
                navigate({ pathname: pathOf('app.groups.displayGroups', { groupid: Number(groupId), id }), search })
              }
            >
              {t('groups.editDisplayGroup', { name: nameOf(id) })}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
