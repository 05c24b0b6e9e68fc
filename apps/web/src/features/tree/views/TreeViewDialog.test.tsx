import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type SystemTreeViewInput,
  TreeViewChoicesDocument,
  TreeViewCreateDocument,
  UserRoleOptionsDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { TreeViewDialog } from './TreeViewDialog';

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY };

function server() {
  const created: SystemTreeViewInput[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: UserRoleOptionsDocument },
      ...ALWAYS,
      result: {
        data: {
          roles: {
            __typename: 'RoleList',
            items: [
              { __typename: 'Role', id: 2, name: 'Pflege' },
              { __typename: 'Role', id: 3, name: 'Technik' },
            ],
          },
        },
      },
    },
    { request: { query: TreeViewChoicesDocument }, ...ALWAYS, result: { data: { systemTreeViewChoices: [] } } },
    {
      request: { query: TreeViewCreateDocument, variables: () => true },
      ...ALWAYS,
      result: (v: { data: SystemTreeViewInput }) => {
        created.push(v.data);
        const filters = (v.data.filters ?? []).map((f) => ({ __typename: 'SystemTreeViewCriterion', ...f }));
        const role_permissions = (v.data.role_permissions ?? []).map((p) => ({
          __typename: 'SystemTreeViewRolePermission',
          ...p,
        }));
        return {
          data: {
            createSystemTreeView: {
              __typename: 'SystemTreeView',
              id: 11,
              name: v.data.name,
              is_enabled: v.data.is_enabled,
              sort_order: 1,
              filters,
              apply_permissions: v.data.apply_permissions,
              role_permissions,
            },
          },
        };
      },
    },
  ];
  return { mocks, created };
}

describe('the saved view dialog', { timeout: 20_000 }, () => {
  it('saves the current filters under a name, with a level per role', async () => {
    const fake = server();
    const onClose = vi.fn();
    renderScreen(<TreeViewDialog id={null} currentFilters={[{ key: 'radio', value: '1' }]} onClose={onClose} />, {
      path: '/tree',
      mocks: fake.mocks,
      appData: { user: { id: 1, superuser: true } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save the filters as a view' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Nur Funk');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Restrict per role' }));
    const pflege = await within(dialog).findByRole('radiogroup', { name: 'Level for Pflege' });
    await userEvent.click(within(pflege).getByRole('radio', { name: 'Read' }));
    await userEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    expect(fake.created).toEqual([
      {
        name: 'Nur Funk',
        is_enabled: true,
        apply_permissions: true,
        filters: [{ key: 'radio', value: '1' }],
        role_permissions: [{ role_id: 2, level: 'read' }],
      },
    ]);
    expect(onClose).toHaveBeenCalledWith({ saved: { id: 11, filters: [expect.objectContaining({ key: 'radio' })] } });
  });
});
