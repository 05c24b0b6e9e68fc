import { type LockReason, mayWriteField, mayWriteNode, type Principal } from '@wardlight/domain';
import type { FormMode } from '../../../ui/crud/form-target';

export interface NodeLocksView {
  node: string | null;
  fields: readonly { field: string; reason: string }[];
}

export interface AccessFacts {
  principal: Principal;
  mode: FormMode;
  kind: string;
  isTech: boolean;
  /** Null for a new node. */
  locks: NodeLocksView | null;
}

export type FieldAccess =
  | { readOnly: false }
  | { readOnly: true; because: 'permission' }
  | { readOnly: true; because: 'lock'; reason: LockReason | string };

/** Placing a new node is part of creating it (the server asks no manage_parents for it). */
const PLACEMENT = new Set(['parent_id', 'kind', 'name']);

/**
 * Whether the form may change `field` (spec part 1 §4, §6): the node's kind decides who may write it
 * at all, a finer systemtree permission guards some fields, and an editing lock may hold the node or
 * the field. The server checks the same; the form only says it first.
 */
export function fieldAccess(field: string, facts: AccessFacts): FieldAccess {
  const action = facts.mode === 'edit' ? 'update' : 'create';
  if (!mayWriteNode(facts.principal, facts.kind, action, facts.isTech))
    return { readOnly: true, because: 'permission' };
  const placing = facts.mode !== 'edit' && PLACEMENT.has(field);
  if (!placing && !mayWriteField(facts.principal, field)) return { readOnly: true, because: 'permission' };
  const reason = facts.locks?.node ?? facts.locks?.fields.find((l) => l.field === field)?.reason;
  if (reason) return { readOnly: true, because: 'lock', reason };
  // The kind is chosen when the node is created and fixed after.
  if (field === 'kind' && facts.mode === 'edit') return { readOnly: true, because: 'permission' };
  return { readOnly: false };
}
