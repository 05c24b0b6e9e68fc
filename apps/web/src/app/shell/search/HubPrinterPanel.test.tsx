import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HubPrinterMessagesDocument, SearchHubsDocument } from '../../../generated/graphql';
import { renderShell } from '../test/render-shell';
import { HubPrinterPanel } from './HubPrinterPanel';

const hubs = (ids: number[]): MockLink.MockedResponse => ({
  request: { query: SearchHubsDocument },
  result: {
    data: {
      systemTreeNodeOptions: {
        __typename: 'SystemTreeNodeOptions',
        hubs: ids.map((id) => ({ __typename: 'SystemTreeHubOption', id })),
      },
    },
  },
});

const printed: MockLink.MockedResponse = {
  request: { query: HubPrinterMessagesDocument },
  result: {
    data: {
      hubPrinterMessages: {
        __typename: 'HubPrinterMessage',
        id: 5,
        address: '00:1A:2B:3C:4D:5E',
        error: null,
        detected_at: '2026-11-22T08:00:00.000Z',
        system_tree_node: {
          __typename: 'HubPrinterNode',
          id: 23,
          kind: 'radio',
          name: 'Medaillon Anna',
          serial: 'R-2001',
          parent_name: 'Zimmer 101',
        },
      },
    },
  },
};

function mount(mocks: MockLink.MockedResponse[]) {
  renderShell(<HubPrinterPanel onOpen={() => {}} />, {
    url: '/log',
    user: { permissions: ['systemtree::use_module'] },
    management: true,
    mocks,
  });
}

describe('hub printer polling in the search popup', () => {
  it('listens only while switched on, and lists a detected radio linking to its node form', async () => {
    mount([hubs([1]), printed]);
    expect(screen.queryByText('Waiting for radios…')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Poll hub printers' }));
    expect(screen.getByText('Waiting for radios…')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Detected radios' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Medaillon Anna' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/edit/23');
  });

  it('warns when the system has no hub to report radios', async () => {
    mount([hubs([])]);
    fireEvent.click(screen.getByRole('switch', { name: 'Poll hub printers' }));
    expect(await screen.findByText('This system has no hubs: no radio can be detected.')).toBeInTheDocument();
  });

  it('shows a polling error with its message, and says restarting', async () => {
    mount([hubs([1]), { request: { query: HubPrinterMessagesDocument }, error: new Error('Configurator offline') }]);
    fireEvent.click(screen.getByRole('switch', { name: 'Poll hub printers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Configurator offline');
    expect(screen.getByText('Connection interrupted, restarting in 5 seconds…')).toBeInTheDocument();
  });

  it("turns the polling error 'no hubs registered' into the no-hubs warning", async () => {
    mount([hubs([1]), { request: { query: HubPrinterMessagesDocument }, error: new Error('no hubs registered') }]);
    fireEvent.click(screen.getByRole('switch', { name: 'Poll hub printers' }));
    expect(await screen.findByText('This system has no hubs: no radio can be detected.')).toBeInTheDocument();
    expect(screen.queryByText('no hubs registered')).not.toBeInTheDocument();
  });
});
