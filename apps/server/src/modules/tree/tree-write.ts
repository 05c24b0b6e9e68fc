import {
  filterDeviceText,
  INHERITABLE_FIELDS,
  isFieldLocked,
  moveRefusal,
  NODE_DEFAULTS,
  nodeLocks,
  type ValidationIssue,
} from '@wardlight/domain';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { notFound, ValidationFailed } from '../../graphql/errors';
import type { ConfigEdit } from '../config-edit/config-edit.service';
import type { StoredRow } from '../config-edit/config-entity';
import { candidateOf } from '../config-edit/wire';
import type { TreeNodeRow } from './tree.repository';
import { cascadePlan, cascadeRefusals } from './tree-cascade';
import { type NodeCandidate, treeNodeEntity } from './tree-node.entity';
import { loadTreeFacts, type TreeFacts } from './tree-write-facts';
import {
  nodeCheck,
  refuse,
  requireFieldRights,
  requireNodeWrite,
  userChanges,
  withInherited,
} from './tree-write-rules';

/** Every field an input may set, for telling what a write changes. */
const EDITABLE = [...Object.keys(NODE_DEFAULTS), 'section_position', 'hub_id', 'buttons'];

/** A new node's place is part of creating it, not a move: no manage_parents needed for it. */
const PLACEMENT = new Set(['parent_id', 'name', 'kind']);

export type NodeInput = Record<string, unknown>;

/**
 * The device text filter on the short and long texts (spec part 1 §5): kept to space through backslash
 * and letters, upper-cased — where they change, so texts stored before keep their letters until edited.
 */
export function withFilteredTexts(input: NodeInput, existing: Partial<TreeNodeRow> | null): NodeInput {
  const out = { ...input };
  for (const field of ['text_short', 'text_long'] as const) {
    const value = input[field];
    if (typeof value === 'string' && value !== existing?.[field]) out[field] = filterDeviceText(value);
  }
  return out;
}

/**
 * Deactivating a device takes its serial off the configurator (spec part 1 §4 node state): a device
 * given up must not keep a serial that a replacement will need. Part of the switch, so it needs no
 * right to edit serials of its own; the serial stays empty when the device is activated again.
 */
function deactivation(existing: TreeNodeRow, candidate: NodeCandidate): NodeInput {
  return existing.is_active && candidate.is_active === false && existing.serial ? { serial: null } : {};
}

/**
 * Creating, editing, deleting and sorting tree nodes (spec part 1 §4–§6): the permissions, editing
 * locks, move and delete rules and inheritance are the tree's; checking the fields, staging on the
 * configurator, storing with the item state and the audit entries are the configuration kit's.
 */
export function createTreeWrites(deps: { db: Db; configEdit: ConfigEdit }) {
  const bound = (systemId: number, facts: TreeFacts, actor: CrudActor) =>
    deps.configEdit.bind(treeNodeEntity(nodeCheck(facts, actor.principal)), systemId);

  function placeRefusal(facts: TreeFacts, id: number | null, parentId: number | null) {
    const reason = moveRefusal({
      nodeId: id,
      newParentId: parentId,
      newParentChain: facts.chain(parentId),
      subtreeDepth: id === null ? 0 : facts.depthBelow(id),
    });
    refuse(reason ? [{ field: 'parent_id', key: 'invalid_value', data: { reason } }] : []);
  }

  /**
   * After a node changed an inheritable value, the descendants inheriting it follow: each one whose
   * value differs is written (and staged) in turn, top down. Their locks were checked before the node
   * was written (cascadeRefusals).
   */
  async function cascade(systemId: number, actor: CrudActor, facts: TreeFacts, parent: TreeNodeRow) {
    const plain = deps.configEdit.bind(treeNodeEntity(), systemId);
    for (const { child, patch } of cascadePlan(facts, parent)) await plain.update(actor, child.id, patch);
  }

  return {
    async create(actor: CrudActor, systemId: number, typed: NodeInput): Promise<TreeNodeRow> {
      const input = withFilteredTexts(typed, null);
      const facts = await loadTreeFacts(deps.db, systemId);
      const probe = candidateOf(treeNodeEntity(), null, input, 0) as NodeCandidate;
      const kind = String(probe.kind ?? '');
      if (!kind) throw new ValidationFailed([{ field: 'kind', key: 'required' }]);
      requireNodeWrite(actor.principal, kind, 'create', probe.is_tech === true);
      const set = userChanges(NODE_DEFAULTS, probe, EDITABLE).filter((f) => !PLACEMENT.has(f));
      requireFieldRights(actor.principal, set);
      const parentId = (probe.parent_id as number | null) ?? null;
      placeRefusal(facts, null, parentId);
      const inherited = withInherited(probe, facts.chain(parentId));
      return (await bound(systemId, facts, actor).create(actor, { ...input, ...inherited })) as unknown as TreeNodeRow;
    },

    async update(actor: CrudActor, systemId: number, id: number, typed: NodeInput): Promise<TreeNodeRow> {
      const facts = await loadTreeFacts(deps.db, systemId);
      const existing = facts.byId.get(id);
      if (!existing) throw notFound('system_tree_node', id);
      const input = withFilteredTexts(typed, existing);
      const candidate = candidateOf(treeNodeEntity(), existing as unknown as StoredRow, input, id) as NodeCandidate;
      if (candidate.kind !== existing.kind)
        refuse([{ field: 'kind', key: 'invalid_value', data: { reason: 'kind_fixed' } }]);
      requireNodeWrite(actor.principal, existing.kind, 'update', existing.is_tech || candidate.is_tech === true);
      const changed = userChanges(existing, candidate, EDITABLE);
      requireFieldRights(actor.principal, changed);
      const locks = nodeLocks(facts.lockFacts(existing));
      refuse(
        changed.flatMap((field) => {
          const reason = isFieldLocked(locks, field);
          return reason ? [{ field, key: 'invalid_value' as const, data: { reason } }] : [];
        }),
      );
      const parentId = (candidate.parent_id as number | null) ?? null;
      if (parentId !== existing.parent_id) placeRefusal(facts, id, parentId);
      const inherited = withInherited(candidate, facts.chain(parentId));
      refuse(cascadeRefusals(facts, cascadePlan(facts, { ...existing, ...candidate, ...inherited } as TreeNodeRow)));
      const saved = (await bound(systemId, facts, actor).update(actor, id, {
        ...input,
        ...inherited,
        ...deactivation(existing, candidate),
      })) as unknown as TreeNodeRow;
      if (INHERITABLE_FIELDS.some((f) => saved[f] !== existing[f])) await cascade(systemId, actor, facts, saved);
      return saved;
    },

    /** Elements with children or open calls cannot be deleted (spec part 1 §4, §5). */
    async remove(actor: CrudActor, systemId: number, ids: readonly number[]): Promise<number[]> {
      const facts = await loadTreeFacts(deps.db, systemId);
      const rows = ids.flatMap((id) => facts.byId.get(id) ?? []);
      for (const row of rows) requireNodeWrite(actor.principal, row.kind, 'delete', row.is_tech);
      const going = new Set(ids);
      refuse(
        rows.flatMap((row): ValidationIssue[] => {
          const { openCallCount } = facts.lockFacts(row);
          if (openCallCount > 0)
            return [{ field: 'ids', key: 'invalid_value', data: { reason: 'open_calls', id: row.id } }];
          const staying = facts.children(row.id).filter((c) => !going.has(c.id)).length;
          return staying > 0
            ? [{ field: 'ids', key: 'in_use', data: { count: staying, id: row.id, reason: 'has_children' } }]
            : [];
        }),
      );
      return deps.configEdit.bind(treeNodeEntity(), systemId).remove(actor, ids);
    },

    /** Siblings in the order given: each gets its place as sort order (1, 2, …); unchanged ones stay. */
    async sort(actor: CrudActor, systemId: number, ids: readonly number[]): Promise<TreeNodeRow[]> {
      const facts = await loadTreeFacts(deps.db, systemId);
      const rows = ids.map((id) => facts.byId.get(id) ?? (undefined as never));
      if (rows.some((row) => !row)) refuse([{ field: 'ids', key: 'invalid_value', data: { reason: 'not_found' } }]);
      if (new Set(rows.map((r) => r.parent_id)).size > 1)
        refuse([{ field: 'ids', key: 'invalid_value', data: { reason: 'not_siblings' } }]);
      for (const row of rows) requireNodeWrite(actor.principal, row.kind, 'update', row.is_tech);
      refuse(
        rows.flatMap((row) => {
          const reason = nodeLocks(facts.lockFacts(row)).node;
          return reason ? [{ field: 'ids', key: 'invalid_value' as const, data: { reason, id: row.id } }] : [];
        }),
      );
      const plain = deps.configEdit.bind(treeNodeEntity(), systemId);
      const out: TreeNodeRow[] = [];
      for (const [index, row] of rows.entries()) {
        const order = index + 1;
        out.push(
          row.sort_order === order
            ? row
            : ((await plain.update(actor, row.id, { sort_order: order })) as unknown as TreeNodeRow),
        );
      }
      return out;
    },
  };
}

export type TreeWrites = ReturnType<typeof createTreeWrites>;
