import type { RouteDef } from './route-def';
import { editModal, holdingForm } from './route-helpers';

/** Call log, analytics, app management and the PWA (spec part 2 §2). */
export const LOG_ROUTE: RouteDef = {
  path: 'log',
  name: 'log',
  all: ['calllog::use_module'],
  children: [editModal('callForm')],
};

export const ANALYTICS_ROUTES: RouteDef = {
  licenses: ['analytics'],
  children: [
    {
      path: 'analytics',
      name: 'analytics',
      all: ['analytics::use_module'],
      children: [
        { path: 'systemtree/edit/:id?', name: 'analyticsNodeForm', modal: true },
        { path: 'call/edit/:id?', name: 'analyticsCallForm', modal: true },
      ],
    },
    {
      path: 'analytics/incidents',
      name: 'incidents',
      all: ['analytics::manage_incidents'],
      children: [
        // The node form reads the tree: only for who may open the tree.
        { path: 'systemtree/:id?', name: 'incidentNodeForm', modal: true, all: ['systemtree::use_module'] },
        { path: 'call/:id?', name: 'incidentCallForm', modal: true },
        {
          path: 'notifications',
          name: 'incidentNotifications',
          modal: true,
          children: [{ path: 'user/:id?', name: 'incidentNotificationUserForm', modal: true }],
        },
      ],
    },
  ],
};

export const APP_MANAGEMENT_ROUTE: RouteDef = {
  path: 'appmanagement',
  name: 'appManagement',
  all: ['app::use_module'],
  licenses: ['app'],
  redirectToFirstChild: true,
  children: [
    {
      path: 'subscriptions',
      name: 'app.subscriptions',
      menu: { label: 'appManagement:subscriptions.title' },
      all: ['app::manage_subscriptions'],
      appSetting: 'subscriptions_enabled',
      children: [editModal('app.subscriptions.edit')],
    },
    {
      path: 'statistic',
      name: 'app.statistic',
      all: ['app::see_statistic'],
      menu: { label: 'appManagement:statistic.title' },
    },
    {
      path: 'groups',
      name: 'app.groups',
      menu: { label: 'appManagement:groups.title' },
      all: ['app::manage_user_groups'],
      children: [
        editModal('app.groups.edit'),
        holdingForm('groupid', 'app.groups.holder', [
          { path: 'displayGroups/:id?', name: 'app.groups.displayGroups', modal: true, all: ['admin::manage_system'] },
        ]),
      ],
    },
    {
      path: 'users',
      name: 'app.users',
      all: ['app::manage_users'],
      menu: { label: 'appManagement:users.title' },
      children: [editModal('app.users.edit')],
    },
    {
      path: 'clients',
      name: 'app.clients',
      menu: { label: 'appManagement:clients.title' },
      all: ['app::manage_devices'],
      // Issue 13: phones are created here too (unpaired, with their pairing code); the spec lists edit only.
      children: [editModal('app.clients.edit')],
    },
    {
      path: 'displaygroups',
      name: 'app.displaygroups',
      menu: { label: 'appManagement:displaygroups.title' },
      all: ['app::manage_display_groups'],
      children: [editModal('app.displaygroups.edit')],
    },
    {
      path: 'settings',
      name: 'app.settings',
      all: ['app::manage_settings'],
      menu: { label: 'appManagement:settings.title' },
    },
  ],
};

/**
 * The mobile console (spec part 2 §2 "PWA", ADR 0044): its own phone layout with a bottom navigation
 * instead of the console's header, installable, its shell cached by a service worker scoped to /pwa. A
 * page the user may not open leads to the PWA's own "no permission" page, under the same navigation.
 */
export const PWA_ROUTE: RouteDef = {
  path: 'pwa',
  name: 'pwa',
  bare: true,
  children: [
    { index: true, redirect: () => '/pwa/overview' },
    {
      path: 'overview',
      name: 'pwaOverview',
      redirectToFirstChild: true,
      children: [
        {
          path: 'incidents',
          name: 'pwaIncidents',
          all: ['analytics::manage_incidents'],
          deniedFallback: ['pwaNoAccess'],
        },
        { path: 'calls', name: 'pwaCalls' },
      ],
    },
    {
      path: 'system',
      name: 'pwaSystem',
      all: ['systemtree::use_module'],
      deniedFallback: ['pwaNoAccess'],
      // A page of its own on a phone (the console's modal is a desktop dialog); back leads to the system view.
      children: [{ path: 'edit/:id?', name: 'pwaNodeForm' }],
    },
    {
      path: 'sync',
      name: 'pwaSync',
      all: ['systemtree::sync'],
      deniedFallback: ['pwaNoAccess'],
      openDuringCommit: true,
    },
    { path: 'no-access', name: 'pwaNoAccess', openDuringCommit: true },
  ],
};
