import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { isDeviceKind } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import { TreeNodeListDocument, TreeNodeUpdateDocument } from '../../../generated/graphql';
import { formTarget } from '../../../ui/crud/form-target';
import { useNodeErrors } from '../node-form/useNodeErrors';
import { useCloseTreeModal } from '../useCloseTreeModal';

const FIELD = 'linked_system_tree_node_id';

/**
 * One connection (`/tree/connections/edit/:id?`): the device that links and the device it links to,
 * saved as the device's link through the node update, with its rules (only linkable targets, a device
 * with linked devices cannot itself be linked). -1 or 0 picks the device first; removing clears the link.
 */
export function ConnectionForm() {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const close = useCloseTreeModal('/tree/connections');
  const errors = useNodeErrors(['id', FIELD]);
  // No copy mode here: a connection is one field of its device.
  const target = formTarget(useParams().id, null);
  const tree = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'structured' } },
    fetchPolicy: 'cache-first',
  });
  const [update, updating] = useMutation(TreeNodeUpdateDocument, { refetchQueries: [TreeNodeListDocument] });
  const [source, setSource] = useState<string | null>(target.mode === 'edit' ? String(target.id) : null);
  const [linked, setLinked] = useState<string | null | undefined>(undefined);

  const items = tree.data?.systemTreeNodes.items;
  if (target.mode === 'invalid') return <Alert color="red">{t('form.notFound')}</Alert>;
  if (!items) {
    if (tree.error) return <Alert color="red">{t('connections.loadFailed')}</Alert>;
    return (
      <Center p="xl">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  const label = (i: (typeof items)[number]) => [...i.path, i.name].join(' › ');
  const devices = items.filter((i) => isDeviceKind(i.kind));
  const current = devices.find((d) => String(d.id) === source);
  const value = linked === undefined ? (current?.linked_system_tree_node_id?.toString() ?? null) : linked;

  const save = async (to: string | null) => {
    if (!current) return errors.setIssues([{ field: 'id', key: 'required' }]);
    try {
      await update({ variables: { id: current.id, data: { [FIELD]: to === null ? null : Number(to) } } });
    } catch (error) {
      errors.setFromError(error);
      notify({ id: 'tree-connection', type: 'error', title: t('notify.saveFailed') });
      return;
    }
    notify({ id: 'tree-connection', title: t('notify.saved') });
    close();
  };

  return (
    <Stack>
      <Title order={3}>{t('connections.editTitle')}</Title>
      <Select
        label={t('connections.device')}
        searchable
        disabled={target.mode === 'edit'}
        data={devices.map((d) => ({ value: String(d.id), label: label(d) }))}
        value={source}
        onChange={(next) => {
          setSource(next);
          setLinked(undefined);
        }}
        error={errors.errors.id}
      />
      <Select
        label={t('connections.linkedTo')}
        searchable
        clearable
        data={devices
          .filter((d) => d.is_linkable && String(d.id) !== source)
          .map((d) => ({ value: String(d.id), label: label(d) }))}
        value={value}
        onChange={setLinked}
        error={errors.errors[FIELD]}
      />
      {errors.general.map((message) => (
        <Alert key={message} color="red">
          {message}
        </Alert>
      ))}
      <Group justify="flex-end">
        {current?.linked_system_tree_node_id != null && (
          <Button color="red" variant="light" mr="auto" onClick={() => void save(null)} loading={updating.loading}>
            {t('connections.remove')}
          </Button>
        )}
        <Button variant="default" onClick={close}>
          {t('form.cancel')}
        </Button>
        <Button onClick={() => void save(value)} loading={updating.loading} disabled={value === null}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
