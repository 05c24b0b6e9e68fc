import { PARENT_CHAIN_DEPTH } from '../constants/constants';

/** Why a node cannot go under a new parent. */
export type MoveRefusal = 'into_itself' | 'too_deep' | 'parent_not_found';

export interface MoveFacts {
  nodeId: number | null;
  newParentId: number | null;
  /** The new parent's chain, the parent first, then its parents (as far as they go). */
  newParentChain: readonly { id: number }[];
  /** Levels below the node (0 for a leaf), which the move takes along. */
  subtreeDepth: number;
}

/**
 * A move (or a new node's place) must keep the tree a tree and within the parent chain depth of spec
 * part 1 §9: no node under itself or its own descendant, and no node deeper than ten parents.
 */
export function moveRefusal(facts: MoveFacts): MoveRefusal | null {
  if (facts.newParentId === null) return null;
  if (facts.newParentChain[0]?.id !== facts.newParentId) return 'parent_not_found';
  if (facts.nodeId !== null && facts.newParentChain.some((n) => n.id === facts.nodeId)) return 'into_itself';
  if (facts.newParentChain.length + facts.subtreeDepth >= PARENT_CHAIN_DEPTH + 1) return 'too_deep';
  return null;
}

/**
 * The chain of `id` upward through `parentOf`, nearest first, stopping at the depth limit or a cycle in
 * bad data (a chain must never loop).
 */
export function parentChain<T extends { id: number; parent_id: number | null }>(
  startId: number | null,
  byId: ReadonlyMap<number, T>,
  limit = PARENT_CHAIN_DEPTH + 1,
): T[] {
  const chain: T[] = [];
  const seen = new Set<number>();
  let next = startId;
  while (next !== null && chain.length < limit && !seen.has(next)) {
    const node = byId.get(next);
    if (!node) break;
    chain.push(node);
    seen.add(next);
    next = node.parent_id;
  }
  return chain;
}
