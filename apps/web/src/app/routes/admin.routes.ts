import type { PermissionCode } from '@wardlight/domain';
import type { RouteDef } from './route-def';
import { editModal, sortModal } from './route-helpers';

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
}

function adminChild(c: AdminChild): RouteDef {
  const name = c.name ?? `admin.${c.slug}`;
  const children: RouteDef[] = [];
  if (!c.noForm) children.push(editModal(c.formName ?? `${name}.edit`));
  if (c.sort) children.push(sortModal(`${name}.sort`));
  return {
    path: c.slug,
    name,
    ...(c.all ? { all: c.all } : {}),
    ...(c.any ? { any: c.any } : {}),
    ...(children.length ? { children } : {}),
  };
}

const MANAGE_SYSTEM: readonly PermissionCode[] = ['admin::manage_system'];
const MANAGE_BACKUPS: readonly PermissionCode[] = ['admin::manage_backups'];

const systemChildren: AdminChild[] = [
  { slug: 'systemparams', name: 'systemParamList' },
  { slug: 'calltypes', sort: true },
  { slug: 'schedules' },
  { slug: 'sections' },
  { slug: 'displaygroups' },
  { slug: 'mergegroups' },
  { slug: 'callsources' },
  { slug: 'callsourcegroups' },
  { slug: 'indicators' },
  { slug: 'buttons' },
  { slug: 'hubs', name: 'hubList' },
  { slug: 'videostreams' },
  { slug: 'alert-channels' },
  { slug: 'checkpointmaps', sort: true },
  { slug: 'maintenance' },
  { slug: 'settings' },
  // Beyond the spec (ADR 0022): the wall displays waiting for or holding an approval; no form.
  { slug: 'displays', noForm: true },
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
    adminChild({ slug: 'flightprofiles', formName: 'flightProfileForm', all: ['admin::manage_flightprofiles'] }),
    // Not in the spec's route table; the escape profile list and form need a home (ADR 0013).
    adminChild({ slug: 'escapeprofiles', all: ['admin::manage_escape_profiles'] }),
    adminChild({ slug: 'users', all: ['admin::manage_users'] }),
    adminChild({ slug: 'roles', all: ['admin::manage_roles'] }),
    adminChild({ slug: 'displaynotes', sort: true, all: ['admin::manage_display_notes'] }),
    { licenses: ['analytics'], children: [adminChild({ slug: 'reports', all: ['admin::manage_reports'] })] },
    adminChild({ slug: 'gets-cloud', noForm: true, all: MANAGE_BACKUPS }),
    {
      licenses: ['management'],
      children: [
        adminChild({ slug: 'backups', all: MANAGE_BACKUPS }),
        adminChild({ slug: 'ldap', all: MANAGE_SYSTEM }),
        adminChild({ slug: 'logs', all: MANAGE_SYSTEM }),
        adminChild({ slug: 'audit', all: ['admin::see_auditlog'] }),
      ],
    },
    adminChild({ slug: 'defects', any: ['admin::manage_system', 'calllog::see_defects'] }),
  ],
};
