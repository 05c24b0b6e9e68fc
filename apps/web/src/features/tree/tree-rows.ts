/** A list item as nesting needs it. */
export interface Nestable {
  id: number;
  parent_id: number | null;
}

export interface TreeRow<T> {
  item: T;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/**
 * The rows of a hierarchical view, depth first in the server's order (sort order, then id). A node
 * whose parent is not in the list is a root; collapsed nodes hide what is below them. Each node is
 * placed once, so a cycle in bad data neither loops nor hides its nodes.
 */
export function nestRows<T extends Nestable>(items: readonly T[], collapsed: ReadonlySet<number>): TreeRow<T>[] {
  const ids = new Set(items.map((i) => i.id));
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    const parent = item.parent_id !== null && ids.has(item.parent_id) ? item.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const rows: TreeRow<T>[] = [];
  const placed = new Set<number>();
  const visit = (item: T, depth: number, visible: boolean) => {
    if (placed.has(item.id)) return;
    placed.add(item.id);
    const below = children.get(item.id) ?? [];
    const expanded = !collapsed.has(item.id);
    if (visible) rows.push({ item, depth, hasChildren: below.length > 0, expanded });
    for (const child of below) visit(child, depth + 1, visible && expanded);
  };
  for (const root of children.get(null) ?? []) visit(root, 0, true);
  // Nodes on a cycle have no root above them; they still show, from the first one met.
  for (const item of items) visit(item, 0, true);
  return rows;
}

/** The rows of a flat view. */
export function flatRows<T>(items: readonly T[]): TreeRow<T>[] {
  return items.map((item) => ({ item, depth: 0, hasChildren: false, expanded: false }));
}
