import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LdapSettingsGetDocument,
  LdapSettingsTestDocument,
  LdapSettingsUpdateDocument,
  UserRoleOptionsDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { LdapPage } from './LdapPage';

const SETTINGS = {
  __typename: 'LdapSettings' as const,
  enabled: true,
  dsn: 'ldap://directory.test:389',
  base_dn: 'dc=home,dc=test',
  admin_user: 'cn=admin,dc=home,dc=test',
  has_admin_password: true,
  user_filter: '(uid=%s)',
  roles_attribute: 'memberOf',
  role_mapping: [
    { __typename: 'LdapRoleMapping' as const, ldap_value: 'cn=care,ou=groups,dc=home,dc=test', role_id: 3 },
  ],
  updated_at: null,
};

const ROLES = {
  roles: {
    __typename: 'RoleList',
    items: [
      { __typename: 'Role', id: 3, name: 'Pflege' },
      { __typename: 'Role', id: 4, name: 'Technik' },
    ],
  },
};

function open(testReply: Record<string, unknown>) {
  const sent = { tests: [] as unknown[], saves: [] as unknown[] };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: LdapSettingsGetDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { ldapSettings: SETTINGS } },
    },
    {
      request: { query: UserRoleOptionsDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: ROLES },
    },
    {
      request: { query: LdapSettingsTestDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: unknown) => {
        sent.tests.push(variables);
        return {
          data: {
            testLdapSettings: {
              __typename: 'LdapTestResult',
              detail: null,
              entries: null,
              user_dn: null,
              values: [],
              role_ids: [],
              ...testReply,
            },
          },
        };
      },
    },
    {
      request: { query: LdapSettingsUpdateDocument, variables: () => true },
      result: (variables: unknown) => {
        sent.saves.push(variables);
        return { data: { updateLdapSettings: SETTINGS } };
      },
    },
  ];
  renderScreen(<LdapPage />, { path: '/admin/ldap', mocks, appData: { user: { id: 1 } } });
  return sent;
}

describe('the LDAP page', () => {
  it('tests the settings as typed and says what it found, the roles by name', async () => {
    const sent = open({
      ok: true,
      key: 'user_found',
      entries: 2,
      user_dn: 'uid=anna,ou=people,dc=home,dc=test',
      values: ['cn=care,ou=groups,dc=home,dc=test'],
      role_ids: [3],
    });
    const filter = await screen.findByLabelText('User filter');
    await userEvent.clear(filter);
    await userEvent.type(filter, '(mail=%s)');
    await userEvent.type(screen.getByLabelText(/Look up a user/), 'anna{Enter}');
    expect(await screen.findByText('Connected. User found: uid=anna,ou=people,dc=home,dc=test')).toBeInTheDocument();
    expect(screen.getByText('Roles mapped: Pflege')).toBeInTheDocument();
    expect(sent.tests).toEqual([
      {
        username: 'anna',
        data: expect.objectContaining({ user_filter: '(mail=%s)', admin_password: null, dsn: SETTINGS.dsn }),
      },
    ]);
    // Enter in the test's field tried the settings; it did not save them.
    expect(sent.saves).toEqual([]);
  });

  it('says why the test failed', async () => {
    open({ ok: false, key: 'unreachable', detail: 'connect ECONNREFUSED 127.0.0.1:389' });
    await userEvent.click(await screen.findByRole('button', { name: 'Test the settings' }));
    expect(
      await screen.findByText('The LDAP server cannot be reached: connect ECONNREFUSED 127.0.0.1:389'),
    ).toBeInTheDocument();
  });

  it('saves a new role mapping row; an empty password keeps the stored one', async () => {
    const sent = open({ ok: true, key: 'connected', entries: 1 });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: 'Add a mapping' }));
    await user.type(screen.getByLabelText('Roles attribute value 2'), 'cn=tech,ou=groups,dc=home,dc=test');
    await user.click(screen.getByLabelText('Role 2', { selector: 'input' }));
    // Each row's select has its options; the second row's come last.
    const options = await screen.findAllByRole('option', { name: 'Technik', hidden: true }, { timeout: 5000 });
    await user.click(options.at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(sent.saves).toEqual([
      {
        data: expect.objectContaining({
          admin_password: null,
          role_mapping: [
            { ldap_value: 'cn=care,ou=groups,dc=home,dc=test', role_id: 3 },
            { ldap_value: 'cn=tech,ou=groups,dc=home,dc=test', role_id: 4 },
          ],
        }),
      },
    ]);
  });
});
