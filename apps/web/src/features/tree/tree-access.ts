import { hasPermission, mayWriteNode, type NodeAction, type Principal } from '@wardlight/domain';
import { useSession } from '../../app/session/session-context';

/** Any node of any kind may be created: the New button shows when one kind is allowed. */
export function mayCreateAny(principal: Principal): boolean {
  return mayWriteNode(principal, 'room', 'create') || mayWriteNode(principal, 'radio', 'create');
}

/** The sorter rearranges the structure; moving devices within it is a device edit. */
export function maySort(principal: Principal): boolean {
  return (
    hasPermission(principal, 'systemtree::manage_structure') || hasPermission(principal, 'systemtree::manage_devices')
  );
}

/** The principal with the checks the tree screens make. */
export function useTreeAccess() {
  const { principal } = useSession().situation;
  return {
    principal,
    mayWrite: (kind: string, action: NodeAction, isTech = false) => mayWriteNode(principal, kind, action, isTech),
    mayCreate: mayCreateAny(principal),
    maySort: maySort(principal),
    // The same rights as an edit; the server checks each element's kind and fields.
    mayBatchEdit: maySort(principal),
    // addSystemTreeNodeNote needs what editing a node needs: devices or structure.
    mayAddNote: maySort(principal),
    mayReplaceHardware:
      hasPermission(principal, 'systemtree::manage_devices') && hasPermission(principal, 'systemtree::manage_serials'),
    mayRunDeviceActions: hasPermission(principal, 'systemtree::device_actions'),
  };
}
