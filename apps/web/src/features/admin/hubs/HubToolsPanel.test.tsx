import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { HubListDocument, HubLogsDocument, HubSyncDocument } from '../../../generated/graphql';
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

function open() {
  const sent: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
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
  return sent;
}

describe('the hub sync and hub logs panel', () => {
  it('sends the credentials with the sync, names the refusal, and shows the hub log', async () => {
    const sent = open();
    const panel = await screen.findByRole('region', { name: 'Hub sync and hub logs' });
    await userEvent.click(within(panel).getByLabelText('Hub'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Funk Ost (192.168.1.20)', hidden: true }, { timeout: 5000 }),
    );
    const log = await within(panel).findByRole('table', { name: 'Hub log' });
    expect(within(log).getByText('login refused for admin')).toBeInTheDocument();
    expect(within(log).getByText('Warning')).toBeInTheDocument();
    const sync = within(panel).getByRole('button', { name: 'Sync hub' });
    expect(sync).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText('Hub username'), 'admin');
    await userEvent.type(within(panel).getByLabelText('Hub password'), 'falsch');
    await userEvent.click(sync);
    await vi.waitFor(() => expect(sent).toEqual([{ id: 1, username: 'admin', password: 'falsch' }]));
    expect(await within(panel).findByText(/refused the login/)).toBeInTheDocument();
  });
});
