import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppUserGroupOptionsDocument, AppUserOptionsDocument } from '../../generated/graphql';
import { seriousAxeViolations } from '../../test/axe';
import { renderScreen } from '../../test/render';
import { renderCrud } from '../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../admin/config-edit/test/fake-config-server';
import { fakeTreeList } from '../tree/test/fake-tree';
import { appClientEntity } from './clients/app-clients.entity';
import { AppConnectionListPage } from './connections/app-connection-screens';
import { appConnectionEntity } from './connections/app-connections.entity';
import { appSubscriptionEntity } from './subscriptions/app-subscriptions.entity';
import { appUserEntity } from './users/app-users.entity';

// The app management pages of issue 13 with their data, checked by axe-core (serious and critical rules).

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY };
const SLOW = { timeout: 5000 };
const list = (typename: string, items: Record<string, unknown>[]) => ({
  __typename: `${typename}List`,
  items: items.map((i) => ({ __typename: typename, ...i })),
});
const OPTIONS: MockLink.MockedResponse[] = [
  {
    request: { query: AppUserGroupOptionsDocument },
    ...ALWAYS,
    result: { data: { appUserGroups: list('AppUserGroup', [{ id: 2, name: 'Pflege Tag' }]) } },
  },
  {
    request: { query: AppUserOptionsDocument },
    ...ALWAYS,
    result: { data: { appUsers: list('AppUser', [{ id: 5, name: 'anna', display_name: 'Anna' }]) } },
  },
  ...fakeTreeList().mocks,
];
const user = { id: 1 };

describe('app management pages pass axe', { timeout: 30_000 }, () => {
  it('app users: the list and the form', async () => {
    const server = fakeConfigServer(
      appUserEntity.documents,
      { one: 'appUser', many: 'appUsers', typename: 'AppUser' },
      [{ id: 7, name: 'anna', display_name: 'Anna', group_id: 2 }],
    );
    renderCrud(appUserEntity, { url: '/things/edit/7', mocks: [...server.mocks, ...OPTIONS], appData: { user } });
    await screen.findByDisplayValue('anna', {}, SLOW);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("app clients: the list and an unpaired client's QR code", async () => {
    const server = fakeConfigServer(
      appClientEntity.documents,
      { one: 'appClient', many: 'appClients', typename: 'AppClient' },
      [
        {
          id: 7,
          name: 'Telefon Nord',
          state: 'unpaired',
          phone_number: '+41 79 1',
          server_url: 'https://10.0.0.5',
          permissions: ['accept'],
          is_connected: false,
          last_contact_at: null,
          paired_at: null,
          pairing_token: 'Ab3_kP9-xY2q',
          pairing_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          reachability: 50,
          app_user: null,
        },
      ],
    );
    renderCrud(appClientEntity, { url: '/things/edit/7', mocks: [...server.mocks, ...OPTIONS], appData: { user } });
    await screen.findByAltText(/^QR code to pair/, {}, SLOW);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('display-group connections: the list with its matrix', async () => {
    const server = fakeConfigServer(
      appConnectionEntity.documents,
      { one: 'appConnection', many: 'appConnections', typename: 'AppConnection' },
      [
        {
          id: 7,
          name: 'Nacht EG',
          is_enabled: true,
          section_ids: [1, 2],
          section_display_group_id: null,
          tree_display_group_id: null,
          weekday_schedule_id: null,
          weekend_schedule_id: null,
          slots: [],
        },
      ],
    );
    renderScreen(<AppConnectionListPage />, {
      url: '/things',
      path: '/things/*',
      mocks: server.mocks,
      appData: { user },
    });
    await screen.findByRole('table', { name: /Which connection covers/ }, SLOW);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('subscriptions: the list and the form', async () => {
    const server = fakeConfigServer(
      appSubscriptionEntity.documents,
      { one: 'appSubscription', many: 'appSubscriptions', typename: 'AppSubscription' },
      [{ id: 7, app_user_id: 5, node_id: 3, priority: 2, confirmed: false }],
    );
    renderCrud(appSubscriptionEntity, {
      url: '/things/edit/7',
      mocks: [...server.mocks, ...OPTIONS],
      appData: { user },
    });
    await screen.findByDisplayValue('2', {}, SLOW);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
