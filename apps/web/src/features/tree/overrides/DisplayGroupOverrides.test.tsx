import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DisplayGroupOverridesDocument, SetDisplayGroupOverrideDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { DisplayGroupOverrideForm } from './DisplayGroupOverrideForm';
import { DisplayGroupOverridesPage } from './DisplayGroupOverridesPage';

const section = (id: number, name: string, active: number | null) => ({
  __typename: 'DisplayGroupOverride',
  id,
  name,
  has_display_group_override: active !== null,
  active_display_group_override_id: active,
  item_state: 'in_sync',
});

function server() {
  const saved: { section_id: number; display_group_id: number | null }[] = [];
  const mocks = [
    {
      request: { query: DisplayGroupOverridesDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          displayGroupOverrides: {
            __typename: 'DisplayGroupOverrideList',
            sections: [section(1, 'Wohnbereich 1. OG', 4), section(2, 'Wohnbereich 2. OG', null)],
            display_groups: [
              { __typename: 'DisplayGroupOverrideGroup', id: 1, name: 'Alle Rufe 1. OG' },
              { __typename: 'DisplayGroupOverrideGroup', id: 4, name: 'Nachtwache' },
            ],
          },
        },
      },
    },
    {
      request: { query: SetDisplayGroupOverrideDocument, variables: () => true },
      result: (v: { section_id: number; display_group_id: number | null }) => {
        saved.push(v);
        return { data: { setDisplayGroupOverride: section(v.section_id, 'Wohnbereich 2. OG', v.display_group_id) } };
      },
    },
  ];
  return { mocks, saved };
}

const MANAGER = {
  user: {
    id: 3,
    superuser: false,
    permissions: ['systemtree::see_display_group_overrides', 'systemtree::manage_display_group_overrides'],
  },
};

describe('display group overrides', () => {
  it('lists each section with its override and opens the switch of a clicked one', async () => {
    renderScreen(<DisplayGroupOverridesPage />, {
      path: '/tree/displaygroupoverrides',
      mocks: server().mocks,
      appData: MANAGER,
    });
    expect(await screen.findByText('Nachtwache')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Wohnbereich 2. OG' })).toHaveTextContent('No override');
    await userEvent.click(screen.getByRole('row', { name: 'Wohnbereich 2. OG' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/displaygroupoverrides/edit/2');
  });

  it('only shows the overrides to users who may see but not switch them', async () => {
    renderScreen(<DisplayGroupOverridesPage />, {
      path: '/tree/displaygroupoverrides',
      mocks: server().mocks,
      appData: { user: { id: 4, superuser: false, permissions: ['systemtree::see_display_group_overrides'] } },
    });
    await userEvent.click(await screen.findByRole('row', { name: 'Wohnbereich 2. OG' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('switches the override of a section to a display group', async () => {
    const { mocks, saved } = server();
    renderScreen(<DisplayGroupOverrideForm />, {
      path: '/tree/displaygroupoverrides/edit/:id',
      url: '/tree/displaygroupoverrides/edit/2',
      mocks,
      appData: MANAGER,
    });
    expect(await screen.findByText('Override of Wohnbereich 2. OG')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Display group shown instead', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alle Rufe 1. OG', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saved).toEqual([{ section_id: 2, display_group_id: 1 }]));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/displaygroupoverrides');
  });
});
