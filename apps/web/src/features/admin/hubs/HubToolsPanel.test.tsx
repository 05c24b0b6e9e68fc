import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  HubCredentialsDocument,
  HubCredentialsSetDocument,
  HubListDocument,
  HubLogsDocument,
  HubSyncDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { HubToolsPanel } from './HubToolsPanel';

const HUB = {
  __typename: 'Hub' as const,
  id: 1,
  name: 'Funk Ost',
  ip: '192.168.1.20',
  type: 'Radio',
  status: 'Ready',
  last_sync: null,
  item_state: 'in_sync',
};
const LINE = (level: string, text: string) => ({
  __typename: 'HubLogLine' as const,
  at: '2026-11-27T08:00:00.000Z',
  level,
  text,
});

const LOGIN = (username: string, has_password: boolean) => ({
  __typename: 'HubCredentials' as const,
  hub_id: 1,
  username,
  has_password,
  updated_at: null,
});

function open(stored = LOGIN('', false)) {
  const sent: unknown[] = [];
  const saved: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: HubCredentialsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { hubCredentials: stored } },
    },
    {
      request: { query: HubCredentialsSetDocument, variables: () => true },
      result: (variables: unknown) => {
        saved.push(variables);
        return { data: { setHubCredentials: LOGIN('technik', true) } };
      },
    },
    {
      request: { query: HubListDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { hubs: { __typename: 'HubList' as const, items: [HUB], total: 1 } } },
    },
    {
      request: { query: HubLogsDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { hubLogs: [LINE('warn', 'login refused for admin')] } },
    },
    {
      request: { query: HubSyncDocument, variables: () => true },
      result: (variables: unknown) => {
        sent.push(variables);
        return {
          errors: [new GraphQLError('hub sync failure', { extensions: { code: 'HUB_LOGIN_FAILED' } })],
        };
      },
    },
  ];
  renderScreen(<HubToolsPanel />, { path: '/admin/hubs', mocks, appData: { user: { id: 1 } } });
  return { sent, saved };
}

async function pickHub() {
  const panel = await screen.findByRole('region', { name: 'Hub sync and hub logs' });
  await userEvent.click(within(panel).getByLabelText('Hub'));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Funk Ost (192.168.1.20)', hidden: true }, { timeout: 5000 }),
  );
  return panel;
}

describe('the hub sync and hub logs panel', () => {
  it('sends a login typed for this sync, names the refusal, and shows the hub log', async () => {
    const { sent } = open();
    const panel = await pickHub();
    const log = await within(panel).findByRole('table', { name: 'Hub log' });
    expect(within(log).getByText('login refused for admin')).toBeInTheDocument();
    expect(within(log).getByText('Warning')).toBeInTheDocument();
    expect(await within(panel).findByText('No login stored for this hub.')).toBeInTheDocument();
    // Nothing stored: the sync waits for a typed login.
    const sync = within(panel).getByRole('button', { name: 'Sync hub' });
    expect(sync).toBeDisabled();
    await userEvent.click(within(panel).getByLabelText('Use another login for this sync'));
    expect(sync).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText('Username for this sync'), 'admin');
    await userEvent.type(within(panel).getByLabelText('Password for this sync'), 'falsch');
    await userEvent.click(within(panel).getByLabelText('Save as hub login'));
    await userEvent.click(sync);
    await vi.waitFor(() => expect(sent).toEqual([{ id: 1, username: 'admin', password: 'falsch', remember: true }]));
    expect(await within(panel).findByText(/refused the login/)).toBeInTheDocument();
  });

  it('shows only that a password is stored, keeps it when left empty, and syncs with the stored login', async () => {
    const { sent, saved } = open(LOGIN('admin', true));
    const panel = await pickHub();
    const login = await within(panel).findByRole('region', { name: 'Hub login' });
    expect(await within(login).findByText('Login stored for user admin.')).toBeInTheDocument();
    const password = within(login).getByLabelText('Hub password');
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('placeholder', 'Unchanged');
    const username = within(login).getByLabelText('Hub username');
    await vi.waitFor(() => expect(username).toHaveValue('admin'));
    await userEvent.clear(username);
    await userEvent.type(username, 'technik');
    await userEvent.click(within(login).getByRole('button', { name: 'Save login' }));
    await vi.waitFor(() => expect(saved).toEqual([{ id: 1, username: 'technik', password: null }]));
    await userEvent.click(within(panel).getByRole('button', { name: 'Sync hub' }));
    // No login sent: the server takes the stored one.
    await vi.waitFor(() => expect(sent).toEqual([{ id: 1 }]));
  });
});
