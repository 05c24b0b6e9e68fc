import { hasPermission, type Principal, visibleTreeViews } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemTreeViews, type TreeViewFilter } from '../../db/schema/index';
import { roleIdsOf } from './tree-views.entity';

export interface TreeViewChoice {
  id: number;
  name: string;
  is_system_view: boolean;
  filters: TreeViewFilter[];
  can_edit: boolean;
}

/** The system view: the plain tree, no filters, not editable. Its name is the client's to translate. */
const SYSTEM_VIEW: TreeViewChoice = { id: 0, name: '', is_system_view: true, filters: [], can_edit: false };

export function createTreeViewsService(deps: { db: Db }) {
  return {
    /** The views the tree page offers this user on this system (ADR 0012). */
    async choices(principal: Principal, systemId: number | null): Promise<TreeViewChoice[]> {
      const mayManage = hasPermission(principal, 'systemtree::manage_views');
      if (systemId === null) return [SYSTEM_VIEW];
      // visibleTreeViews orders them (sort order, then name).
      const [views, roleIds] = await Promise.all([
        deps.db.select().from(systemTreeViews).where(eq(systemTreeViews.system_id, systemId)),
        roleIdsOf(deps.db, principal.id),
      ]);
      const visible = visibleTreeViews(views, { isSuperuser: principal.isSuperuser, roleIds });
      if (!visible) return [SYSTEM_VIEW];
      return visible.map(({ view, level }) => ({
        id: view.id,
        name: view.name,
        is_system_view: false,
        filters: view.filters,
        can_edit: mayManage && level === 'write',
      }));
    },
  };
}
