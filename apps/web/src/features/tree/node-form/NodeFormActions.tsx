import { useMutation } from '@apollo/client/react';
import { Button, Group, Tooltip } from '@mantine/core';
import { isDeviceKind } from '@wardlight/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  TreeNodeDeleteDocument,
  TreeNodeDetailDocument,
  TreeNodeDeviceActionDocument,
  TreeNodeListDocument,
} from '../../../generated/graphql';
import { DeleteConfirmDialog } from '../../../ui/crud/DeleteConfirmDialog';
import { ReplaceHardwareModal } from '../replace/ReplaceHardwareModal';
import { useTreeAccess } from '../tree-access';
import { NodeStateToggles } from './NodeStateToggles';

interface Props {
  node: {
    id: number;
    name: string;
    kind: string;
    is_tech: boolean;
    muted: boolean;
    is_active: boolean;
    use_activity_control: boolean;
  };
  /** Why the node cannot be deleted now (children, open calls), or null. */
  deleteLock: string | null;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}

/**
 * Delete behind the confirmation phrase (spec part 1 §5), a new element below this one, the mute
 * toggle (a device action), the active and activity-control switches and the hardware replacement.
 */
export function NodeFormActions({ node, deleteLock, onDeleted, onError }: Props) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const access = useTreeAccess();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [remove, removal] = useMutation(TreeNodeDeleteDocument, { refetchQueries: [TreeNodeListDocument] });
  const [act, action] = useMutation(TreeNodeDeviceActionDocument, {
    refetchQueries: [TreeNodeDetailDocument, TreeNodeListDocument],
  });
  const mayDelete = access.mayWrite(node.kind, 'delete', node.is_tech);

  const confirmDelete = async () => {
    setConfirming(false);
    try {
      await remove({ variables: { ids: [node.id] } });
    } catch (error) {
      notify({ id: 'tree-node-delete', type: 'error', title: t('notify.deleteFailed') });
      return onError(error);
    }
    notify({ id: 'tree-node-delete', title: t('notify.deleted', { name: node.name }) });
    onDeleted();
  };

  const toggleMute = async () => {
    try {
      await act({ variables: { input: { action: node.muted ? 'Unmute' : 'Mute', deviceID: node.id } } });
      notify({ id: 'tree-node-action', title: t(node.muted ? 'notify.unmuted' : 'notify.muted') });
    } catch (error) {
      notify({ id: 'tree-node-action', type: 'error', title: t('notify.actionFailed') });
      onError(error);
    }
  };

  return (
    <Group mr="auto">
      {mayDelete && (
        // Not `disabled` while locked: a disabled button gets neither hover nor focus, so the reason
        // would never show. It stays reachable, says it is unavailable, and ignores the click.
        <Tooltip
          label={deleteLock ? t(`locks.${deleteLock}`) : ''}
          disabled={!deleteLock}
          events={{ hover: true, focus: true, touch: true }}
        >
          <Button
            color="red"
            variant="light"
            data-disabled={deleteLock !== null || undefined}
            aria-disabled={deleteLock !== null || undefined}
            onClick={() => {
              if (deleteLock === null) setConfirming(true);
            }}
          >
            {t('form.delete')}
          </Button>
        </Tooltip>
      )}
      {access.mayCreate && (
        <Button variant="subtle" onClick={() => navigate(`../-1?parent=${node.id}`, { relative: 'path' })}>
          {t('form.addChild')}
        </Button>
      )}
      {access.mayRunDeviceActions && isDeviceKind(node.kind) && (
        <Button variant="light" loading={action.loading} onClick={() => void toggleMute()}>
          {node.muted ? t('form.unmute') : t('form.mute')}
        </Button>
      )}
      <NodeStateToggles node={node} onError={onError} />
      {access.mayReplaceHardware && isDeviceKind(node.kind) && (
        <Button variant="light" onClick={() => setReplacing(true)}>
          {t('replace.open')}
        </Button>
      )}
      <ReplaceHardwareModal node={node} opened={replacing} onClose={() => setReplacing(false)} />
      <DeleteConfirmDialog
        opened={confirming}
        records={[node]}
        deleting={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Group>
  );
}
