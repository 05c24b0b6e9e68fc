import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GlobalSettingsGetDocument, GlobalSettingsUpdateDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CRUD_UI_TIMEOUT } from '../../../ui/crud/test/crud-harness';
import { validationError } from '../../../ui/crud/test/fake-roles';
import { GlobalSettingsPage } from './GlobalSettingsPage';

const SETTINGS = {
  locale: 'de',
  defects_timeout: 60,
  monitoring_timeout_radio: 120,
  monitoring_timeout_tech: 120,
  monitoring_timeout_wired: 120,
  allow_empty_call_source_names: false,
  ignore_linkable_node_pool_for_super_users: false,
  system_tree_text_long_required: true,
  battery_threshold_low: 40,
  battery_threshold_critical: 25,
  probable_defect_name: 'Defekt',
  probable_defect_criterion: '0x6A',
  probable_defect_threshold_count: 3,
  probable_defect_timeframe_hours: 24,
};

function openSettings(options: { refuse?: boolean; permissions?: string[] } = {}) {
  const updates: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: GlobalSettingsGetDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { globalSettings: { __typename: 'GlobalSettings', ...SETTINGS } } },
    },
    {
      request: { query: GlobalSettingsUpdateDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: { data: typeof SETTINGS }) => {
        updates.push(variables);
        if (options.refuse) return { errors: [validationError('probable_defect_criterion', 'criterion_hex')] };
        return { data: { updateGlobalSettings: { __typename: 'GlobalSettings', ...variables.data } } };
      },
    },
  ];
  const user = options.permissions ? { id: 2, superuser: false, permissions: options.permissions } : { id: 1 };
  renderScreen(<GlobalSettingsPage />, { path: '/admin/settings', mocks, appData: { user } });
  return updates;
}

const input = (label: RegExp) => screen.findByLabelText(label, { selector: 'input' });

describe('global settings page', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('saves every setting with the one changed', async () => {
    const user = userEvent.setup();
    const updates = openSettings();
    const low = await input(/^Battery low below/);
    expect(low).toHaveValue('40');
    await user.clear(low);
    await user.paste('35');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(updates).toEqual([{ data: { ...SETTINGS, battery_threshold_low: 35 } }]);
  });

  it('refuses a critical threshold above the low one before asking the server', async () => {
    const user = userEvent.setup();
    const updates = openSettings();
    const critical = await input(/^Battery critical below/);
    await user.clear(critical);
    await user.paste('50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 40.')).toBeInTheDocument();
    expect(critical).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });

  it('shows the server refusal on its field, translated', async () => {
    const user = userEvent.setup();
    openSettings({ refuse: true });
    await input(/^Probable defect: criterion/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'The criterion must start with 0x followed by hexadecimal digits (e.g. 0x6A).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await input(/^Probable defect: criterion/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Saving failed')).toBeInTheDocument();
  });

  it('is read-only without admin::manage_system', async () => {
    openSettings({ permissions: ['admin::use_module'] });
    expect(await input(/^Battery low below/)).toHaveAttribute('readonly');
    expect(screen.getByText('You may view this entry but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
