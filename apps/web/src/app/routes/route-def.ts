import type { LicensedModule, PermissionCode } from '@wardlight/domain';
import type { GuardSituation } from '../guards/situation';

/**
 * What opening a route asks of the user. Permissions and licences follow `decideAccess` of
 * packages/domain; the two extras are rules the spec states for the web only.
 */
export interface Requirement {
  all?: readonly PermissionCode[];
  any?: readonly PermissionCode[];
  licenses?: readonly LicensedModule[];
  /** "management license or superuser" (spec part 1 §2): a superuser needs no licence here. */
  superuserWaivesLicense?: boolean;
  /** An app setting that must be on, e.g. subscriptions (spec part 2 §2). */
  appSetting?: 'subscriptions_enabled';
}

export interface MenuEntry {
  label: string;
  /** Heading the entry is listed under (`nav:menu.groups.<group>`); groups keep the order they first appear in. */
  group?: string;
}

/** A path (`/tree?view=1`) or a named route, resolved through the registry. */
export type RedirectTarget = string | { name: string };

export interface RedirectArgs {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
  situation: GuardSituation;
  /** A named route of the registry (a redirect may read another route's requirements). */
  route: (name: string) => RouteDef | undefined;
}

/**
 * One entry of the route table. The router, the header navigation and the guards all read it;
 * nothing about a route is written anywhere else.
 */
export interface RouteDef extends Requirement {
  /** Stable name used by code (`pathOf('admin')`) and reported to the app state. */
  name?: string;
  /** Relative to the parent; absent for a layout that only groups children (a list with its modals). */
  path?: string;
  index?: boolean;
  /** Reachable without a signed-in user. Not inherited: a public page may hold private modals. */
  public?: boolean;
  modal?: boolean;
  /** Opening this route's own path goes on to the first child the user may open. */
  redirectToFirstChild?: boolean;
  /** Named routes to try, in order, when the requirement fails (the tree's fallback). */
  deniedFallback?: readonly string[];
  /** Route parameters a modal child hands back when it closes to this route. */
  reuseParams?: readonly string[];
  /** Stays reachable while a configuration commit runs (display, sync, login). */
  openDuringCommit?: boolean;
  /** A full-screen page without the header (the setup wizard). */
  bare?: boolean;
  /**
   * The route's entry in its section's menu (app/shell/section-menu): the label is an i18n key, the
   * page's own title, so a link reads as the heading it opens. Only pages with a screen are listed.
   */
  menu?: MenuEntry;
  /** A route that only forwards; the target is guarded in its turn. */
  redirect?: (args: RedirectArgs) => RedirectTarget;
  children?: readonly RouteDef[];
}
