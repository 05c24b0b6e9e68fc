import {
  INHERIT_FLAGS,
  INHERITABLE_FIELDS,
  type InheritableField,
  inheritsAnything,
  isDeviceKind,
  type LockFacts,
  PARENT_CHAIN_DEPTH,
  parentChain,
} from '@wardlight/domain';
import type { DbOrTx } from '../../db/client';
import { readLicense } from '../license/license.service';
import { treeRepository as repo, type TreeNodeRow } from './tree.repository';
import { interconnectedSections } from './tree-list';

/**
 * What the rules of a tree write look at, read once per write: every live node of the system (a
 * care home's tree is small), open calls per node, the interconnected sections, the settings and
 * the flight profiles; the licence's device count only when a device is created.
 */
export async function loadTreeFacts(db: DbOrTx, systemId: number) {
  const [nodes, sections, openCalls, settings, flightProfileIds] = await Promise.all([
    repo.allNodes(db, systemId),
    repo.sections(db, systemId),
    repo.openCallCounts(db, systemId),
    repo.treeSettings(db),
    repo.flightProfileIds(db, systemId),
  ]);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const childrenOf = new Map<number, TreeNodeRow[]>();
  for (const n of nodes)
    if (n.parent_id !== null) childrenOf.set(n.parent_id, [...(childrenOf.get(n.parent_id) ?? []), n]);
  const interconnected = interconnectedSections(sections);
  const children = (id: number) => childrenOf.get(id) ?? [];

  return {
    byId,
    settings,
    children,
    flightProfileIds,
    /** Devices in a section, `exceptId` (the node being written) left out. */
    devicesIn: (sectionId: number, exceptId: number | null = null) =>
      nodes.filter((n) => n.section_id === sectionId && n.id !== exceptId && isDeviceKind(n.kind)).length,
    /** Devices of every system and how many the licence allows. */
    async deviceAllowance() {
      const [inUse, license] = await Promise.all([repo.deviceCount(db), readLicense(db)]);
      return { inUse, licensed: license.limits.devices };
    },
    /** `id` and its parents upward, nearest first. */
    chain: (id: number | null) => parentChain(id, byId, PARENT_CHAIN_DEPTH + 1),
    /** Levels below a node (0 for a leaf). */
    depthBelow(id: number): number {
      const walk = (at: number, seen: Set<number>): number => {
        if (seen.has(at)) return 0;
        seen.add(at);
        return Math.max(0, ...children(at).map((c) => 1 + walk(c.id, seen)));
      };
      return walk(id, new Set());
    },
    /** Inheritable fields at least one child takes from `id`. */
    inheritedByChild(id: number): Partial<Record<InheritableField, boolean>> {
      return Object.fromEntries(
        INHERITABLE_FIELDS.map((f) => [f, children(id).some((c) => c[INHERIT_FLAGS[f]])]),
      ) as Partial<Record<InheritableField, boolean>>;
    },
    hasLinkedDevices: (id: number) => nodes.some((n) => n.linked_system_tree_node_id === id && n.id !== id),
    lockFacts(node: TreeNodeRow): LockFacts {
      return {
        kind: node.kind,
        openCallCount: openCalls.get(node.id) ?? 0,
        inActiveInterconnection: node.section_id !== null && interconnected.has(node.section_id),
        childrenInheritSection: children(node.id).some((c) => c.inherit_section),
        inheritsAnything: inheritsAnything(node),
        childCount: children(node.id).length,
      };
    },
  };
}

export type TreeFacts = Awaited<ReturnType<typeof loadTreeFacts>>;
