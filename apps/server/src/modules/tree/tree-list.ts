import {
  type BatteryLevel,
  type BatteryThresholds,
  batteryLevel,
  inheritsAnything,
  isDeviceKind,
  isLowBattery,
  isPositionOutdated,
  PARENT_CHAIN_DEPTH,
  parentChain,
} from '@wardlight/domain';
import type { SectionFacts, TreeNodeRow } from './tree.repository';

/** The views of spec part 1 §2 ("System overview views"). */
export const TREE_VIEWS = ['structured', 'devices', 'groups', 'connections', 'interconnections'] as const;
export type TreeView = (typeof TREE_VIEWS)[number];

export interface TreeFilter {
  view?: string | null;
  search?: string | null;
  inactive?: boolean | null;
  low_battery?: boolean | null;
  not_reachable?: boolean | null;
  radio?: boolean | null;
}

/** One row of the tree list: the node's own data plus what the list shows about it. */
export interface TreeNodeSummary {
  id: number;
  kind: string;
  name: string;
  number: number | null;
  parent_id: number | null;
  section_id: number | null;
  section_name: string | null;
  serial: string | null;
  mac: string | null;
  text_short: string;
  text_long: string;
  battery: number | null;
  battery_level: BatteryLevel;
  reachable: boolean | null;
  last_reachable_at: Date | null;
  position: string | null;
  position_outdated: boolean;
  is_active: boolean;
  muted: boolean;
  is_tech: boolean;
  use_activity_control: boolean;
  is_linkable: boolean;
  linked_system_tree_node_id: number | null;
  sort_order: number;
  item_state: string;
  child_count: number;
  open_call_count: number;
  inherits: boolean;
  /** Names from the top of the tree down to the parent. */
  path: string[];
  /** False for a parent shown only so a match keeps its place in a hierarchical view. */
  matches: boolean;
}

export interface TreeFacts {
  nodes: readonly TreeNodeRow[];
  sections: readonly SectionFacts[];
  openCalls: ReadonlyMap<number, number>;
  thresholds: BatteryThresholds;
  now: Date;
}

/** Sections in an active interconnection (packages/domain `interconnectionsBySection`, ADR 0015). */
export function interconnectedSections(sections: readonly SectionFacts[]): Set<number> {
  return new Set(sections.filter((s) => s.interconnected).map((s) => s.id));
}

function viewOf(filter: TreeFilter): TreeView {
  return (TREE_VIEWS as readonly string[]).includes(filter.view ?? '') ? (filter.view as TreeView) : 'structured';
}

/** Whether a view shows its nodes as a hierarchy (parents of matches kept) or as a flat list. */
export function isHierarchical(view: TreeView): boolean {
  return view === 'structured' || view === 'groups';
}

/**
 * The list of one view and filter over the whole tree of a system, computed in memory from one read
 * of each table: a care home's tree is a few thousand nodes at most, and the statements stay the same
 * whatever its size.
 */
export function buildTreeList(facts: TreeFacts, filter: TreeFilter = {}): { items: TreeNodeSummary[]; total: number } {
  const view = viewOf(filter);
  const byId = new Map(facts.nodes.map((n) => [n.id, n]));
  const childCount = new Map<number, number>();
  for (const n of facts.nodes)
    if (n.parent_id !== null) childCount.set(n.parent_id, (childCount.get(n.parent_id) ?? 0) + 1);
  const linked = new Set(
    facts.nodes.flatMap((n) => (n.linked_system_tree_node_id === null ? [] : [n.linked_system_tree_node_id])),
  );
  const interconnected = interconnectedSections(facts.sections);
  const chainOf = (n: TreeNodeRow) => parentChain(n.parent_id, byId, PARENT_CHAIN_DEPTH);
  const inGroup = (n: TreeNodeRow) => n.kind === 'group' || chainOf(n).some((p) => p.kind === 'group');

  const inView = (n: TreeNodeRow): boolean => {
    switch (view) {
      case 'structured':
        return true;
      case 'devices':
        return isDeviceKind(n.kind);
      case 'groups':
        return inGroup(n);
      case 'connections':
        return n.linked_system_tree_node_id !== null || linked.has(n.id);
      case 'interconnections':
        return n.section_id !== null && interconnected.has(n.section_id);
    }
  };
  const search = filter.search?.trim().toLowerCase() ?? '';
  const matches = (n: TreeNodeRow): boolean =>
    inView(n) &&
    (!filter.inactive || !n.is_active) &&
    (!filter.low_battery || isLowBattery(n.battery, facts.thresholds)) &&
    (!filter.not_reachable || n.reachable === false) &&
    (!filter.radio || n.kind === 'radio') &&
    (search === '' ||
      [n.name, n.text_short, n.text_long, n.serial, n.mac, n.number === null ? null : String(n.number)].some((v) =>
        v?.toLowerCase().includes(search),
      ));

  const matched = facts.nodes.filter(matches);
  const shown = new Map<number, boolean>(matched.map((n) => [n.id, true]));
  if (isHierarchical(view)) {
    for (const n of matched) for (const p of chainOf(n)) if (!shown.has(p.id)) shown.set(p.id, false);
  }
  const sectionName = new Map(facts.sections.map((s) => [s.id, s.name]));
  const items = facts.nodes
    .filter((n) => shown.has(n.id))
    .map(
      (n): TreeNodeSummary => ({
        id: n.id,
        kind: n.kind,
        name: n.name,
        number: n.number,
        parent_id: n.parent_id,
        section_id: n.section_id,
        section_name: n.section_id === null ? null : (sectionName.get(n.section_id) ?? null),
        serial: n.serial,
        mac: n.mac,
        text_short: n.text_short,
        text_long: n.text_long,
        battery: n.battery,
        battery_level: batteryLevel(n.battery, facts.thresholds),
        reachable: n.reachable,
        last_reachable_at: n.last_reachable_at,
        position: n.position,
        position_outdated: isPositionOutdated(n.position_updated_at, facts.now),
        is_active: n.is_active,
        muted: n.muted,
        is_tech: n.is_tech,
        use_activity_control: n.use_activity_control,
        is_linkable: n.is_linkable,
        linked_system_tree_node_id: n.linked_system_tree_node_id,
        sort_order: n.sort_order,
        item_state: n.item_state,
        child_count: childCount.get(n.id) ?? 0,
        open_call_count: facts.openCalls.get(n.id) ?? 0,
        inherits: inheritsAnything(n),
        path: chainOf(n)
          .map((p) => p.name)
          .reverse(),
        matches: shown.get(n.id) ?? false,
      }),
    );
  return { items, total: matched.length };
}
