import { canOpenNamed } from '../../guards/guard';
import type { GuardSituation } from '../../guards/situation';
import type { RouteDef } from '../../routes/route-def';
import { findRoute, pathOf } from '../../routes/route-index';

export interface MenuLink {
  /** The route's name. */
  name: string;
  /** An i18n key: the title of the page the link opens. */
  label: string;
  to: string;
}

export interface MenuGroup {
  /** `nav:menu.groups.<group>`, or null for links under no heading. */
  group: string | null;
  links: MenuLink[];
}

/** A section's pages with a menu entry: its children, through pathless groups (a licence), never into a page. */
function menuRoutes(children: readonly RouteDef[]): RouteDef[] {
  return children.flatMap((child) => {
    if (child.menu && child.name) return [child];
    if (!child.path && !child.modal && child.children) return menuRoutes(child.children);
    return [];
  });
}

/**
 * The menu of a section (admin, app management, the tree), read from the route registry (ADR 0034):
 * a page is listed when the guard would let this user open it — the same permissions and licences,
 * down the whole chain — and when its screen is built, so no link leads to a placeholder.
 */
export function sectionMenu(section: string, s: GuardSituation, isBuilt: (name: string) => boolean): MenuGroup[] {
  const route = findRoute(section);
  if (!route) throw new Error(`unknown section ${section}`);
  const groups: MenuGroup[] = [];
  for (const def of menuRoutes(route.def.children ?? [])) {
    const name = def.name as string;
    if (!def.menu || !isBuilt(name) || !canOpenNamed(name, s)) continue;
    const key = def.menu.group ?? null;
    let group = groups.find((g) => g.group === key);
    if (!group) {
      group = { group: key, links: [] };
      groups.push(group);
    }
    group.links.push({ name, label: def.menu.label, to: pathOf(name) });
  }
  return groups;
}

/** The link of the page shown: the longest link path the address lies under (`/tree` for `/tree/edit/4`). */
export function currentLink(groups: readonly MenuGroup[], pathname: string): MenuLink | null {
  const under = (to: string) => pathname === to || pathname.startsWith(`${to.replace(/\/$/, '')}/`);
  let best: MenuLink | null = null;
  for (const link of groups.flatMap((g) => g.links))
    if (under(link.to) && (!best || link.to.length > best.to.length)) best = link;
  return best;
}
