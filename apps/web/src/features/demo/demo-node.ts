import type { Operation } from '../../app/connection/transport';

/** Spec part 2 §7 `query SystemTreeNode(id)`: what the demo needs of it, the node's open calls. */
export interface DemoNodeResult {
  systemTreeNode: { node: { id: number }; open_calls: Array<{ id: number; call_type_id: number }> } | null;
}

const QUERY = `query DemoSystemTreeNode($id: Int!) {
  systemTreeNode(id: $id) { node { id } open_calls { id call_type_id } }
}`;

export const DemoSystemTreeNodeDocument = { toString: () => QUERY } as Operation<DemoNodeResult, { id: number }>;
