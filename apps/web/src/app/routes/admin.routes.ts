import type { PermissionCode } from '@wardlight/domain';
import type { MenuEntry, RouteDef } from './route-def';
import { editModal, sortModal } from './route-helpers';

/** The admin menu's headings (ADR 0034); the menu shows them in the order they first appear below. */
export type AdminMenuGroup = 'callSystem' | 'structure' | 'displays' | 'access' | 'operation';

interface AdminChild {
  slug: string;
  /** The list's name when the spec names it (systemParamList, hubList); else `admin.<slug>`. */
  name?: string;
  formName?: string;
  all?: readonly PermissionCode[];
  any?: readonly PermissionCode[];
  sort?: boolean;
  /** gets-cloud has no form. */
  noForm?: boolean;
  /** The page's title key and menu heading; the menu lists a page once its screen is built. */
  menu?: { label: string; group: AdminMenuGroup };
}

function adminChild(c: AdminChild): RouteDef {
  const name = c.name ?? `admin.${c.slug}`;
  const children: RouteDef[] = [];
  if (!c.noForm) children.push(editModal(c.formName ?? `${name}.edit`));
  if (c.sort) children.push(sortModal(`${name}.sort`));
  const menu: MenuEntry | undefined = c.menu;
  return {
    path: c.slug,
    name,
    ...(c.all ? { all: c.all } : {}),
    ...(c.any ? { any: c.any } : {}),
    ...(menu ? { menu } : {}),
    ...(children.length ? { children } : {}),
  };
}

const MANAGE_SYSTEM: readonly PermissionCode[] = ['admin::manage_system'];
const MANAGE_BACKUPS: readonly PermissionCode[] = ['admin::manage_backups'];

const systemChildren: AdminChild[] = [
  {
    slug: 'systemparams',
    name: 'systemParamList',
    menu: { label: 'adminSystem:systemParams.title', group: 'callSystem' },
  },
  { slug: 'calltypes', sort: true, menu: { label: 'adminSystem:callTypes.title', group: 'callSystem' } },
  { slug: 'schedules', menu: { label: 'adminSystem:schedules.title', group: 'structure' } },
  { slug: 'sections', menu: { label: 'adminSystem:sections.title', group: 'structure' } },
  { slug: 'displaygroups', menu: { label: 'adminSystem:displayGroups.title', group: 'structure' } },
  { slug: 'mergegroups', menu: { label: 'adminEntities:mergeGroups.title', group: 'structure' } },
  { slug: 'callsources', menu: { label: 'adminSystem:callSources.title', group: 'callSystem' } },
  { slug: 'callsourcegroups', menu: { label: 'adminEntities:callSourceGroups.title', group: 'callSystem' } },
  { slug: 'indicators', menu: { label: 'adminDevices:indicators.title', group: 'callSystem' } },
  { slug: 'buttons', menu: { label: 'adminDevices:buttons.title', group: 'callSystem' } },
  { slug: 'hubs', name: 'hubList', menu: { label: 'adminSystem:hubs.title', group: 'callSystem' } },
  { slug: 'videostreams', menu: { label: 'adminEntities:videoStreams.title', group: 'displays' } },
  { slug: 'alert-channels', menu: { label: 'adminDevices:alertChannels.title', group: 'callSystem' } },
  { slug: 'checkpointmaps', sort: true, menu: { label: 'adminDevices:checkpointMaps.title', group: 'structure' } },
  { slug: 'maintenance', menu: { label: 'nav:menu.pages.maintenance', group: 'operation' } },
  { slug: 'settings', menu: { label: 'adminSystem:settings.title', group: 'operation' } },
  // Named among the spec's system administration pages, not in its route table (issue 16).
  { slug: 'license', noForm: true, menu: { label: 'systemAdmin:license.title', group: 'operation' } },
  // The spec's updates among the tools (part 1 §2), a page of their own (issue 16.8, ADR 0045); no form.
  { slug: 'updates', noForm: true, menu: { label: 'updates:title', group: 'operation' } },
  // Beyond the spec (ADR 0022): the wall displays waiting for or holding an approval; no form.
  { slug: 'displays', noForm: true, menu: { label: 'adminSystem:displayDevices.title', group: 'displays' } },
  // Beyond the spec (issue 14, ADR 0038): every display and phone, live or not; the form names one.
  { slug: 'fleet', menu: { label: 'fleet:title', group: 'displays' } },
];

/** Administration (spec part 1 §2): the order is the order "first available child" tries. */
export const ADMIN_ROUTE: RouteDef = {
  path: 'admin',
  name: 'admin',
  all: ['admin::use_module'],
  redirectToFirstChild: true,
  children: [
    ...systemChildren.map((c) => adminChild({ ...c, all: MANAGE_SYSTEM })),
    // The spec writes this form's path with an extra "s"; links written that way still land on it.
    {
      path: 'callsourcesgroups/edit/:id?',
      redirect: ({ params }) => `/admin/callsourcegroups/edit/${params.id ?? ''}`,
    },
    adminChild({
      slug: 'flightprofiles',
      formName: 'flightProfileForm',
      all: ['admin::manage_flightprofiles'],
      menu: { label: 'adminEntities:flightProfiles.title', group: 'structure' },
    }),
    // Not in the spec's route table; the escape profile list and form need a home (ADR 0013).
    adminChild({
      slug: 'escapeprofiles',
      all: ['admin::manage_escape_profiles'],
      menu: { label: 'adminDevices:escapeProfiles.title', group: 'structure' },
    }),
    adminChild({
      slug: 'users',
      all: ['admin::manage_users'],
      menu: { label: 'admin:users.title', group: 'access' },
    }),
    adminChild({
      slug: 'roles',
      all: ['admin::manage_roles'],
      menu: { label: 'admin:roles.title', group: 'access' },
    }),
    adminChild({
      slug: 'displaynotes',
      sort: true,
      all: ['admin::manage_display_notes'],
      menu: { label: 'adminEntities:displayNotes.title', group: 'displays' },
    }),
    {
      licenses: ['analytics'],
      children: [
        adminChild({
          slug: 'reports',
          all: ['admin::manage_reports'],
          menu: { label: 'nav:menu.pages.reports', group: 'operation' },
        }),
      ],
    },
    adminChild({
      slug: 'gets-cloud',
      noForm: true,
      all: MANAGE_BACKUPS,
      menu: { label: 'nav:menu.pages.getsCloud', group: 'operation' },
    }),
    {
      licenses: ['management'],
      children: [
        adminChild({
          slug: 'backups',
          all: MANAGE_BACKUPS,
          menu: { label: 'nav:menu.pages.backups', group: 'operation' },
        }),
        adminChild({ slug: 'ldap', all: MANAGE_SYSTEM, menu: { label: 'nav:menu.pages.ldap', group: 'access' } }),
        adminChild({ slug: 'logs', all: MANAGE_SYSTEM, menu: { label: 'nav:menu.pages.logs', group: 'operation' } }),
        adminChild({
          slug: 'audit',
          all: ['admin::see_auditlog'],
          menu: { label: 'nav:menu.pages.audit', group: 'operation' },
        }),
      ],
    },
    adminChild({
      slug: 'defects',
      any: ['admin::manage_system', 'calllog::see_defects'],
      menu: { label: 'nav:menu.pages.defects', group: 'operation' },
    }),
  ],
};
