import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { isDeviceKind, mayWriteField } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { TreeNodeDetailDocument, TreeNodeListDocument, TreeNodeUpdateDocument } from '../../../generated/graphql';
import { useTreeAccess } from '../tree-access';

interface Props {
  node: { id: number; kind: string; is_active: boolean; use_activity_control: boolean };
  onError: (error: unknown) => void;
}

type Toggle = 'is_active' | 'use_activity_control';

/** The texts of each switch: the button for its current state, and the notifications. */
const TEXTS: Record<Toggle, { on: string; off: string; switchedOn: string; switchedOff: string; failed: string }> = {
  is_active: {
    on: 'form.deactivate',
    off: 'form.activate',
    switchedOn: 'notify.activated',
    switchedOff: 'notify.deactivated',
    failed: 'notify.activeFailed',
  },
  use_activity_control: {
    on: 'form.activityControlOff',
    off: 'form.activityControlOn',
    switchedOn: 'notify.activityControlOn',
    switchedOff: 'notify.activityControlOff',
    failed: 'notify.activityControlFailed',
  },
};

/**
 * A device's state switches (spec part 1 §4 node state): active or not (deactivating takes the serial
 * off the configurator and the device out of the reports) and activity control on or off, each saved
 * at once like the mute switch, for whoever may write that field.
 */
export function NodeStateToggles({ node, onError }: Props) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const { principal } = useTreeAccess();
  const [update, saving] = useMutation(TreeNodeUpdateDocument, {
    refetchQueries: [TreeNodeDetailDocument, TreeNodeListDocument],
  });
  if (!isDeviceKind(node.kind)) return null;

  const flip = async (field: Toggle) => {
    const next = !node[field];
    const texts = TEXTS[field];
    try {
      await update({ variables: { id: node.id, data: { [field]: next } } });
      notify({ id: `tree-node-${field}`, title: t(next ? texts.switchedOn : texts.switchedOff) });
    } catch (error) {
      notify({ id: `tree-node-${field}`, type: 'error', title: t(texts.failed) });
      onError(error);
    }
  };

  return (
    <>
      {(['is_active', 'use_activity_control'] as const)
        .filter((field) => mayWriteField(principal, field))
        .map((field) => (
          <Button key={field} variant="light" loading={saving.loading} onClick={() => void flip(field)}>
            {t(node[field] ? TEXTS[field].on : TEXTS[field].off)}
          </Button>
        ))}
    </>
  );
}
