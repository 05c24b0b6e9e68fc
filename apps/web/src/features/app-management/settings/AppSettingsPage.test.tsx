import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppSettingsGetDocument, AppSettingsUpdateDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { CRUD_UI_TIMEOUT } from '../../../ui/crud/test/crud-harness';
import { validationError } from '../../../ui/crud/test/fake-roles';
import { AppSettingsPage } from './AppSettingsPage';

const SETTINGS = {
  display_names_enabled: true,
  hide_presences: false,
  logout_disabled: false,
  logout_on_charge: false,
  sos_send_to_all_users: true,
  subscriptions_confirmation_required: false,
  subscriptions_enabled: true,
  subscriptions_user_defined: false,
  team_view_enabled: true,
  escalation_timeout: 120,
  release_timeout: 60,
  relevant_alerts_timeout: 300,
  relevant_calls_timeout: 300,
  resend_timeout: 60,
  app_gateway_enabled: false,
  app_gateway_system_id: null,
};

function openSettings(options: { refuse?: boolean; permissions?: string[] } = {}) {
  const updates: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: AppSettingsGetDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { globalAppSettings: { __typename: 'GlobalAppSettings', ...SETTINGS } } },
    },
    {
      request: { query: AppSettingsUpdateDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: { data: typeof SETTINGS }) => {
        updates.push(variables);
        if (options.refuse)
          return { errors: [validationError('escalation_timeout', 'between', { min: 10, max: 3600 })] };
        return { data: { updateGlobalAppSettings: { __typename: 'GlobalAppSettings', ...variables.data } } };
      },
    },
  ];
  const user = options.permissions ? { id: 2, superuser: false, permissions: options.permissions } : { id: 1 };
  renderScreen(<AppSettingsPage />, { path: '/appmanagement/settings', mocks, appData: { user } });
  return updates;
}

const input = (label: RegExp) => screen.findByLabelText(label, { selector: 'input' });

describe('the phone app settings page', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('saves every setting with the one changed', async () => {
    const user = userEvent.setup();
    const updates = openSettings();
    const escalation = await input(/^Escalate after/);
    expect(escalation).toHaveValue('120');
    await user.clear(escalation);
    await user.paste('90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(updates).toEqual([{ data: { ...SETTINGS, escalation_timeout: 90 } }]);
  });

  it('keeps a timeout within its range, and refuses an empty one before asking the server', async () => {
    const user = userEvent.setup();
    const updates = openSettings();
    const resend = await input(/^Resend after/);
    await user.clear(resend);
    await user.paste('2');
    await user.tab();
    // The input itself holds the value to the server's range (5–3600 s).
    expect(resend).toHaveValue('5');
    await user.clear(resend);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(resend).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });

  it('shows the server refusal on its field', async () => {
    const user = userEvent.setup();
    openSettings({ refuse: true });
    await input(/^Escalate after/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 10 and 3600.')).toBeInTheDocument();
    expect(screen.getByText('Saving failed')).toBeInTheDocument();
  });

  it('warns before subscriptions are turned off that their priorities go', async () => {
    const user = userEvent.setup();
    openSettings();
    const subscriptions = await input(/^Subscriptions$/);
    expect(screen.queryByText('Turning subscriptions off removes all active priorities.')).not.toBeInTheDocument();
    await user.click(subscriptions);
    expect(await screen.findByText('Turning subscriptions off removes all active priorities.')).toBeInTheDocument();
  });

  it('switches the app gateway on for a system, which it asks for first', async () => {
    const user = userEvent.setup();
    const updates = openSettings();
    expect(screen.queryByLabelText(/^App gateway system/, { selector: 'input' })).not.toBeInTheDocument();
    await user.click(await input(/^App gateway$/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await user.click(await input(/^App gateway system/));
    await user.click(await screen.findByRole('option', { name: 'System 1', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(updates).toEqual([{ data: { ...SETTINGS, app_gateway_enabled: true, app_gateway_system_id: 1 } }]);
  });

  it('is read-only without app::manage_settings', async () => {
    openSettings({ permissions: ['app::use_module'] });
    expect(await input(/^Escalate after/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
