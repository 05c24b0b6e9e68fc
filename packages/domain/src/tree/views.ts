// Saved views of the system tree (spec part 1 §3 "Saved view", §4 "Views", §5 per-view levels; ADR 0012).

export const TREE_VIEW_LEVELS = ['hide', 'read', 'write'] as const;
export type TreeViewLevel = (typeof TREE_VIEW_LEVELS)[number];

/** Keys of the tree list's address a saved view may set (apps/web tree-filter). */
export const TREE_VIEW_FILTER_KEYS = ['layout', 'q', 'inactive', 'low_battery', 'not_reachable', 'radio'] as const;

export interface TreeViewAccessFacts {
  apply_permissions: boolean;
  role_permissions: readonly { role_id: number; level: string }[];
}

const RANK: Record<TreeViewLevel, number> = { hide: 0, read: 1, write: 2 };

/**
 * What a user may do with a view. Unrestricted (apply_permissions off, a superuser, or a user without
 * roles) means write; otherwise each role gives its listed level, a role not listed is unrestricted, and
 * the most permissive of the user's roles wins, as permissions of several roles add up.
 */
export function treeViewLevel(
  view: TreeViewAccessFacts,
  user: { isSuperuser: boolean; roleIds: readonly number[] },
): TreeViewLevel {
  if (!view.apply_permissions || user.isSuperuser || user.roleIds.length === 0) return 'write';
  let best: TreeViewLevel = 'hide';
  for (const roleId of user.roleIds) {
    const listed = view.role_permissions.find((p) => p.role_id === roleId)?.level;
    const level = (TREE_VIEW_LEVELS as readonly string[]).includes(listed ?? '') ? (listed as TreeViewLevel) : 'write';
    if (RANK[level] > RANK[best]) best = level;
  }
  return best;
}

/**
 * The views a user picks from on the tree page: enabled ones not hidden from them, in sort order. When
 * none is left the system view (the plain tree) stands in (spec part 1 §4: "if no saved view is enabled,
 * the system view is treated as enabled"); `null` says so.
 */
export function visibleTreeViews<
  V extends TreeViewAccessFacts & { is_enabled: boolean; sort_order: number; name: string },
>(
  views: readonly V[],
  user: { isSuperuser: boolean; roleIds: readonly number[] },
): { view: V; level: TreeViewLevel }[] | null {
  const visible = views
    .filter((v) => v.is_enabled)
    .map((view) => ({ view, level: treeViewLevel(view, user) }))
    .filter((v) => v.level !== 'hide')
    .sort((a, b) => a.view.sort_order - b.view.sort_order || a.view.name.localeCompare(b.view.name));
  return visible.length > 0 ? visible : null;
}
