import {
  type BatteryLevel,
  batteryLevel,
  INHERIT_FLAGS,
  INHERITABLE_FIELDS,
  type InheritableField,
  inheritsAnything,
  isPositionOutdated,
  type LockReason,
  nodeLocks,
  PARENT_CHAIN_DEPTH,
  parentValue,
} from '@wardlight/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calls } from '../../db/schema/index';
import type { Logger } from '../../logger';
import { type CallView, viewCalls } from '../calls/call-view';
import { callIsOpen } from '../calls/calls.repository';
import type { ConfigEdit } from '../config-edit/config-edit.service';
import { createDisplayGroupOverrides } from './display-group-overrides';
import { createNodeNotes, latestNote, type NodeNoteRow } from './node-notes';
import { treeRepository as repo, type SectionFacts, type TreeNodeRow } from './tree.repository';
import { createTreeBatch } from './tree-batch';
import { buildTreeList, interconnectedSections, type TreeFilter } from './tree-list';
import { treeOptions } from './tree-options';
import { createTreeReplace } from './tree-replace';
import { createTreeWrites } from './tree-write';

export type { TreeNodeRow } from './tree.repository';

export interface TreeNodeDetail {
  node: TreeNodeRow;
  section: Pick<SectionFacts, 'id' | 'name' | 'allow_manual_call_closure'> | null;
  open_calls: CallView[];
  children: TreeNodeRow[];
  linking_nodes: TreeNodeRow[];
  linked_node: TreeNodeRow | null;
  parents: TreeNodeRow[];
  latest_note: NodeNoteRow | null;
  battery_level: BatteryLevel;
  position_outdated: boolean;
  /** What the parent passes down for each inheritable field. */
  parent_values: Record<InheritableField, string | number | null>;
  /** Inheritable fields at least one child takes from this node. */
  children_inherit: InheritableField[];
  in_active_interconnection: boolean;
  text_long_required: boolean;
  locks: {
    node: LockReason | null;
    move: LockReason | null;
    delete: LockReason | null;
    fields: { field: string; reason: LockReason }[];
  };
}

export function createTreeService(deps: { db: Db; configEdit: ConfigEdit; log: Logger }) {
  const { db } = deps;
  const writes = createTreeWrites(deps);

  return {
    ...writes,
    batch: createTreeBatch({ db, writes, log: deps.log }),
    hardware: createTreeReplace({ db, writes }),
    displayGroupOverrides: createDisplayGroupOverrides(deps),
    notes: createNodeNotes({ db }),
    options: (systemId: number) => treeOptions(db, systemId),

    /** The tree list of one view and filter (spec part 1 §2, "System overview views"). */
    async list(systemId: number, filter: TreeFilter | null | undefined) {
      const [nodes, sections, openCalls, settings] = await Promise.all([
        repo.allNodes(db, systemId),
        repo.sections(db, systemId),
        repo.openCallCounts(db, systemId),
        repo.treeSettings(db),
      ]);
      const list = buildTreeList(
        { nodes, sections, openCalls, thresholds: settings.thresholds, now: new Date() },
        filter ?? {},
      );
      return { ...list, battery_thresholds: settings.thresholds };
    },

    async detail(systemId: number, id: number): Promise<TreeNodeDetail | null> {
      const node = await repo.node(db, systemId, id);
      if (!node) return null;
      const [children, linking, linked, parents, sections, openRows, settings, note] = await Promise.all([
        repo.children(db, systemId, id),
        repo.linkingNodes(db, systemId, id),
        node.linked_system_tree_node_id === null ? null : repo.node(db, systemId, node.linked_system_tree_node_id),
        repo.parentChain(db, systemId, node.parent_id, PARENT_CHAIN_DEPTH),
        repo.sections(db, systemId),
        db
          .select()
          .from(calls)
          .where(and(eq(calls.system_id, systemId), eq(calls.system_tree_node_id, id), callIsOpen))
          .orderBy(asc(calls.opened_at)),
        repo.treeSettings(db),
        latestNote(db, systemId, id),
      ]);
      const section = sections.find((s) => s.id === node.section_id) ?? null;
      const childrenInherit = INHERITABLE_FIELDS.filter((f) => children.some((c) => c[INHERIT_FLAGS[f]]));
      const inInterconnection = node.section_id !== null && interconnectedSections(sections).has(node.section_id);
      const locks = nodeLocks({
        kind: node.kind,
        openCallCount: openRows.length,
        inActiveInterconnection: inInterconnection,
        childrenInheritSection: childrenInherit.includes('section_id'),
        inheritsAnything: inheritsAnything(node),
        childCount: children.length,
      });
      return {
        node,
        section: section && {
          id: section.id,
          name: section.name,
          allow_manual_call_closure: section.allow_manual_call_closure,
        },
        open_calls: await viewCalls(db, systemId, openRows),
        children,
        linking_nodes: linking,
        linked_node: linked,
        parents,
        latest_note: note,
        battery_level: batteryLevel(node.battery, settings.thresholds),
        position_outdated: isPositionOutdated(node.position_updated_at, new Date()),
        parent_values: Object.fromEntries(
          INHERITABLE_FIELDS.map((f) => [f, parentValue(f, parents).value]),
        ) as TreeNodeDetail['parent_values'],
        children_inherit: childrenInherit,
        in_active_interconnection: inInterconnection,
        text_long_required: settings.textLongRequired,
        locks: { ...locks, fields: Object.entries(locks.fields).map(([field, reason]) => ({ field, reason })) },
      };
    },
  };
}

export type TreeService = ReturnType<typeof createTreeService>;
