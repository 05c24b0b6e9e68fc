import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  TextInput,
} from '@mantine/core';
import { hasPermission, TREE_VIEW_LEVELS, type TreeViewLevel } from '@wardlight/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  TreeViewCreateDocument,
  TreeViewDeleteDocument,
  TreeViewGetDocument,
  TreeViewUpdateDocument,
  UserRoleOptionsDocument,
} from '../../../generated/graphql';
import { DeleteConfirmDialog } from '../../../ui/crud/DeleteConfirmDialog';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { useTreeAccess } from '../tree-access';
import type { ViewFilter } from './saved-view';

const FIELDS = ['name', 'filters', 'role_permissions'] as const;
const REFETCH = { refetchQueries: ['TreeViewChoices'], awaitRefetchQueries: true };

interface Props {
  /** null: a new view from the current filters. */
  id: number | null;
  currentFilters: ViewFilter[];
  onClose: (result?: { saved?: { id: number; filters: ViewFilter[] }; deleted?: boolean }) => void;
}

/** Saves the list's filters as a view or changes one: name, enabled, filters, per-role levels (ADR 0012). */
export function TreeViewDialog({ id, currentFilters, onClose }: Props) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const { principal } = useTreeAccess();
  const mayListRoles = hasPermission(principal, 'admin::manage_roles');
  const stored = useQuery(TreeViewGetDocument, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const roles = useQuery(UserRoleOptionsDocument, { skip: !mayListRoles });
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [takeFilters, setTakeFilters] = useState(id === null);
  const [restricted, setRestricted] = useState(false);
  const [levels, setLevels] = useState<Record<number, TreeViewLevel>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const errors = useFieldErrors(FIELDS);
  const [create, created] = useMutation(TreeViewCreateDocument, REFETCH);
  const [update, updated] = useMutation(TreeViewUpdateDocument, REFETCH);
  const [remove, removed] = useMutation(TreeViewDeleteDocument, REFETCH);
  const view = stored.data?.systemTreeView;

  useEffect(() => {
    if (!view) return;
    setName(view.name);
    setEnabled(view.is_enabled);
    setRestricted(view.apply_permissions);
    setLevels(Object.fromEntries(view.role_permissions.map((p) => [p.role_id, p.level as TreeViewLevel])));
  }, [view]);

  const save = async () => {
    errors.clear();
    const data = {
      name,
      is_enabled: enabled,
      apply_permissions: restricted,
      ...(takeFilters ? { filters: currentFilters } : {}),
      // Without the role list the levels cannot be shown, so they are left as stored.
      ...(mayListRoles
        ? { role_permissions: Object.entries(levels).map(([role_id, level]) => ({ role_id: Number(role_id), level })) }
        : {}),
    };
    try {
      const result =
        id === null
          ? (await create({ variables: { data } })).data?.createSystemTreeView
          : (await update({ variables: { id, data } })).data?.updateSystemTreeView;
      notify({ id: 'tree-view', title: t('savedViews.saved', { name: result?.name ?? name }) });
      onClose(result ? { saved: { id: result.id, filters: result.filters } } : undefined);
    } catch (error) {
      errors.setFromError(error);
    }
  };

  const drop = async () => {
    if (id === null) return;
    try {
      await remove({ variables: { ids: [id] } });
      notify({ id: 'tree-view', title: t('savedViews.deleted', { name }) });
      onClose({ deleted: true });
    } catch (error) {
      setConfirmDelete(false);
      errors.setFromError(error);
    }
  };

  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t(id === null ? 'savedViews.newTitle' : 'savedViews.editTitle')}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          {errors.general.length > 0 && <Alert color="red">{errors.general[0]}</Alert>}
          <TextInput
            label={t('savedViews.name')}
            required
            value={name}
            error={errors.errors.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <Switch
            label={t('savedViews.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
          />
          {id !== null && (
            <Checkbox
              label={t('savedViews.takeFilters')}
              checked={takeFilters}
              onChange={(e) => setTakeFilters(e.currentTarget.checked)}
            />
          )}
          <Switch
            label={t('savedViews.restrict')}
            checked={restricted}
            onChange={(e) => setRestricted(e.currentTarget.checked)}
          />
          {restricted && mayListRoles && (
            <Table aria-label={t('savedViews.levels')}>
              <Table.Tbody>
                {(roles.data?.roles.items ?? []).map((role) => (
                  <Table.Tr key={role.id}>
                    <Table.Td>{role.name}</Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        aria-label={t('savedViews.levelOf', { role: role.name })}
                        value={levels[role.id] ?? 'write'}
                        onChange={(level) => setLevels((all) => ({ ...all, [role.id]: level as TreeViewLevel }))}
                        data={TREE_VIEW_LEVELS.map((level) => ({
                          value: level,
                          label: t(`savedViews.level.${level}`),
                        }))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {errors.errors.role_permissions && <Alert color="red">{errors.errors.role_permissions}</Alert>}
          <Group justify="space-between">
            {id !== null ? (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>
                {t('savedViews.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={() => onClose()}>
                {t('savedViews.cancel')}
              </Button>
              <Button type="submit" loading={created.loading || updated.loading} disabled={!name.trim()}>
                {t('savedViews.submit')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <DeleteConfirmDialog
        opened={confirmDelete}
        records={[{ id: id ?? 0, name }]}
        deleting={removed.loading}
        onConfirm={() => void drop()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Modal>
  );
}
