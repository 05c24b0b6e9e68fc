import type { RouteDef } from './route-def';
import { editModal, holdingForm, sortModal } from './route-helpers';

/** The system overview (spec part 1 §2, "Tree"). */
export const TREE_ROUTES: readonly RouteDef[] = [
  {
    path: 'tree/view/:id',
    public: true,
    redirect: ({ params }) => `/tree?view=${encodeURIComponent(params.id ?? '')}`,
  },
  // Also the landing page after a system became unavailable (424), with ?systemRedirect=1 kept.
  { path: 'tree/overview', public: true, redirect: ({ search }) => `/tree${search}` },
  {
    path: 'tree',
    name: 'tree',
    any: ['systemtree::use_module', 'systemtree::see_display_group_overrides'],
    licenses: ['management'],
    superuserWaivesLicense: true,
    redirectToFirstChild: true,
    deniedFallback: ['log', 'display'],
    children: [
      {
        name: 'treeNodeList',
        all: ['systemtree::use_module'],
        menu: { label: 'tree:list.title' },
        children: [
          { index: true },
          // Listed before the holding form: `/tree/edit/5` is this form, not the holder.
          editModal('systemTreeNodeForm'),
          holdingForm('nodeid', 'systemTreeNodeFormHolder', [
            {
              path: 'flightprofiles/:id?',
              name: 'treeFlightProfileForm',
              modal: true,
              all: ['admin::manage_flightprofiles'],
            },
            { path: 'calls/:id?', name: 'treeCallForm', modal: true },
          ]),
          sortModal('treeSort'),
        ],
      },
      {
        path: 'connections',
        name: 'treeConnections',
        all: ['systemtree::manage_devices'],
        menu: { label: 'tree:connections.title' },
        children: [editModal('treeConnectionForm')],
      },
      {
        path: 'displaygroupoverrides',
        name: 'displayGroupOverrides',
        all: ['systemtree::see_display_group_overrides'],
        menu: { label: 'tree:overrides.title' },
        children: [editModal('displayGroupOverrideForm', { all: ['systemtree::manage_display_group_overrides'] })],
      },
    ],
  },
];
