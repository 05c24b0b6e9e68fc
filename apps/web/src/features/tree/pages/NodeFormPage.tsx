import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { DEFAULT_BATTERY_THRESHOLDS, mayWriteNode } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { TreeNodeDetailDocument } from '../../../generated/graphql';
import { formTarget } from '../../../ui/crud/form-target';
import { NodeForm } from '../node-form/NodeForm';
import { NodeFormActions } from '../node-form/NodeFormActions';
import { NodeNote } from '../node-form/NodeNote';
import { NodeRelations } from '../node-form/NodeRelations';
import { NodeOptionsContext } from '../node-form/node-options';
import { newValues, valuesOf } from '../node-form/node-values';
import { useCloseNodeForm } from '../node-form/useCloseNodeForm';
import { useNodeFormOptions } from '../node-form/useNodeFormOptions';
import { useTreeAccess } from '../tree-access';

const ID = /^[1-9]\d*$/;

function Problem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('tree');
  const close = useCloseNodeForm();
  return (
    <Stack>
      <Alert color="red">{text}</Alert>
      <Group justify="flex-end">
        {onRetry && <Button onClick={onRetry}>{t('list.retry')}</Button>}
        <Button variant="default" onClick={close}>
          {t('form.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The node form at `/tree/edit/:id?` (spec part 1 §2): a positive id edits that node, -1, 0 or none
 * makes a new one, under `?parent=<id>` when given. The detail is read cache-and-network. The same
 * form lies under the forms it holds at `/tree/edit/:nodeid/…` (flight profile, call).
 */
export function NodeFormPage() {
  const { t } = useTranslation('tree');
  const params = useParams();
  const [search] = useSearchParams();
  const access = useTreeAccess();
  // Under a form it holds (`/tree/edit/:nodeid/flightprofiles/…`) the node's id is `nodeid`.
  const target = formTarget(params.nodeid ?? params.id, search);
  const editId = target.mode === 'edit' ? target.id : null;
  const parentParam = search.get('parent');
  const parentId = editId === null && parentParam && ID.test(parentParam) ? Number(parentParam) : null;
  const loadId = editId ?? parentId;
  const detail = useQuery(
    TreeNodeDetailDocument,
    loadId === null ? skipToken : { variables: { id: loadId }, fetchPolicy: 'cache-and-network' },
  );
  const { options, linkedNodeIds, thresholds } = useNodeFormOptions(editId);

  if (target.mode === 'invalid') return <Problem text={t('form.notFound')} />;
  const loaded = detail.data?.systemTreeNode;
  if (loadId !== null && loaded === undefined) {
    if (detail.error) return <Problem text={t('form.loadFailed')} onRetry={() => void detail.refetch()} />;
    return (
      <Center p="xl">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (loadId !== null && !loaded) return <Problem text={t('form.notFound')} />;

  if (editId === null || !loaded) {
    // A new node: the parent's own values are what it passes down (the server stores inherited values).
    const parent = loaded?.node ?? null;
    const kind = mayWriteNode(access.principal, 'room', 'create') ? 'room' : 'radio';
    return (
      <NodeOptionsContext.Provider value={options}>
        <NodeForm
          key={`new:${parentId}`}
          mode="new"
          id={null}
          initial={newValues(kind, parent?.id ?? null)}
          locks={null}
          surroundings={{
            parentValues: parent
              ? {
                  section_id: parent.section_id,
                  flight_profile_id: parent.flight_profile_id,
                  text_short: parent.text_short,
                  text_long: parent.text_long,
                }
              : {},
            childrenInherit: [],
            textLongRequired: loaded?.text_long_required ?? false,
            hasLinkedDevices: false,
            linkedNodeIds,
          }}
        />
      </NodeOptionsContext.Provider>
    );
  }

  return (
    <NodeOptionsContext.Provider value={options}>
      <NodeForm
        key={`edit:${editId}`}
        mode="edit"
        id={editId}
        initial={valuesOf(loaded.node)}
        locks={loaded.locks}
        surroundings={{
          parentValues: loaded.parent_values,
          childrenInherit: loaded.children_inherit,
          textLongRequired: loaded.text_long_required,
          hasLinkedDevices: loaded.linking_nodes.length > 0,
          linkedNodeIds,
        }}
        actions={({ onError, onDone }) => (
          <NodeFormActions node={loaded.node} deleteLock={loaded.locks.delete} onDeleted={onDone} onError={onError} />
        )}
      >
        <NodeRelations detail={loaded} thresholds={thresholds ?? DEFAULT_BATTERY_THRESHOLDS} />
        <NodeNote detail={loaded} mayAdd={access.mayAddNote} />
      </NodeForm>
    </NodeOptionsContext.Provider>
  );
}
