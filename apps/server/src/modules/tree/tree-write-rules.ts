import {
  changedFields,
  checkTreeNode,
  forbiddenFields,
  INHERIT_FLAGS,
  INHERITABLE_FIELDS,
  type InheritingNode,
  type IssueList,
  isNodeKind,
  mayWriteNode,
  type NodeAction,
  type NodeRuleValues,
  type Principal,
  parentValue,
  type ValidationIssue,
} from '@wardlight/domain';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { RuleContext } from '../config-edit/config-entity';
import type { NodeCandidate } from './tree-node.entity';
import { checkNodeCapacity, checkNodeReferences } from './tree-node-checks';
import type { TreeFacts } from './tree-write-facts';

export function refuse(issues: ValidationIssue[]): void {
  if (issues.length > 0) throw new ValidationFailed(issues);
}

/** The right to create, edit or delete a node of this kind at all (spec part 1 §6). */
export function requireNodeWrite(principal: Principal, kind: string, action: NodeAction, isTech: boolean): void {
  if (!mayWriteNode(principal, kind, action, isTech)) throw missingPermission();
}

/**
 * The fields a write changes that the user chose: an inheritable field whose flag is on holds what the
 * parent gives, not the user's value, so only its flag counts.
 */
export function userChanges(
  before: Record<string, unknown>,
  after: NodeCandidate,
  fields: readonly string[],
): string[] {
  const inherited = new Set(INHERITABLE_FIELDS.filter((f) => after[INHERIT_FLAGS[f]] === true));
  return changedFields(before, after, fields).filter((f) => !inherited.has(f as never));
}

/** Fields guarded by a finer permission the user lacks: the whole write is refused. */
export function requireFieldRights(principal: Principal, changed: readonly string[]): void {
  if (forbiddenFields(principal, changed).length > 0) throw missingPermission();
}

/** The candidate with every inherited field set to what its new parent passes down. */
export function withInherited(candidate: NodeCandidate, parents: readonly InheritingNode[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of INHERITABLE_FIELDS)
    if (candidate[INHERIT_FLAGS[field]] === true) out[field] = parentValue(field, parents).value ?? candidate[field];
  return out;
}

/**
 * The node rules of packages/domain with the node's place in the tree, the ids it names, room in its
 * section and the licence's device limit.
 */
export function nodeCheck(facts: TreeFacts, principal: Principal) {
  return async (node: NodeCandidate, ctx: RuleContext): Promise<void> => {
    placeRules(facts, principal, node, ctx.issues);
    await checkNodeReferences(node, ctx, facts);
    await checkNodeCapacity(node, ctx.issues, facts);
  };
}

/**
 * The domain's node rules where the node will sit, plus the linkable pool: a node links only to a
 * node marked linkable (superusers may skip that when the global setting says so).
 */
function placeRules(facts: TreeFacts, principal: Principal, node: NodeCandidate, issues: IssueList): void {
  if (!isNodeKind(node.kind)) issues.add('kind', 'invalid_value');
  const isNew = !facts.byId.has(node.id);
  const parents = facts.chain((node.parent_id as number | null) ?? null);
  const targetId = (node.linked_system_tree_node_id as number | null) ?? null;
  const target = targetId === null ? undefined : facts.byId.get(targetId);
  checkTreeNode(
    node as unknown as NodeRuleValues,
    {
      id: isNew ? null : node.id,
      parents,
      inheritedByChild: isNew ? {} : facts.inheritedByChild(node.id),
      textLongRequired: facts.settings.textLongRequired,
      hasLinkedDevices: !isNew && facts.hasLinkedDevices(node.id),
      targetIsLinked: (target?.linked_system_tree_node_id ?? null) !== null,
    },
    issues,
  );
  if (targetId === null || targetId === node.id) return;
  const field = 'linked_system_tree_node_id';
  if (!target) issues.add(field, 'missing_relation', { related_kind: 'system_tree_nodes', related_id: targetId });
  else if (!target.is_linkable && !(principal.isSuperuser && facts.settings.ignoreLinkablePool))
    issues.add(field, 'invalid_value', { reason: 'not_linkable' });
}
