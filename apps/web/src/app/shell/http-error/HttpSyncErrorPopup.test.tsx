import { useSubscription } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GetsHttpErrorDocument } from '../../../generated/graphql';
import { locationText, renderShell, type ShellRenderOptions } from '../test/render-shell';
import { HttpSyncErrorPopup } from './HttpSyncErrorPopup';

const EVENT: MockLink.MockedResponse = {
  request: { query: GetsHttpErrorDocument },
  result: {
    data: {
      getsHTTPError: {
        __typename: 'GetsHttpError',
        action: 'config.read',
        url: '/api/v1/config',
        message: 'connect ECONNREFUSED 10.0.0.5:80',
        checks: { reachable: false },
        payload: null,
        success: false,
      },
    },
  },
};

function mount(options: ShellRenderOptions = {}) {
  return renderShell(<HttpSyncErrorPopup />, { url: '/log', user: { superuser: true }, mocks: [EVENT], ...options });
}

const title = 'Synchronisation with the call system failed';

function EventProbe() {
  const { data } = useSubscription(GetsHttpErrorDocument);
  return <p data-testid="probe">{data?.getsHTTPError.message}</p>;
}

describe('HTTP sync error popup (spec part 1 §8)', () => {
  it('shows the message and the advice to sync', async () => {
    mount();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:80');
    expect(dialog).toHaveTextContent('Run a synchronisation');
  });

  it('reveals the details on request, in a box of at most 200 px', async () => {
    mount();
    await screen.findByRole('dialog', { name: title });
    expect(screen.queryByTestId('http-error-details')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    const details = screen.getByTestId('http-error-details');
    expect(details).toHaveTextContent('config.read');
    expect(details).toHaveTextContent('/api/v1/config');
    expect(details).toHaveTextContent('"reachable": false');
    expect(details).toHaveStyle({ maxHeight: '200px' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByTestId('http-error-details')).not.toBeInTheDocument();
  });

  it('closes on ignore, staying on the page', async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Ignore' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(locationText()).toBe('/log');
  });

  it('goes to the sync page on request', async () => {
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to synchronisation' }));
    await vi.waitFor(() => expect(locationText()).toBe('/sync'));
  });

  it.each([
    ['on the display', { url: '/display/ward-a' }],
    ['for visitors', { user: undefined }],
  ] as [string, ShellRenderOptions][])('stays away %s', async (_label, options) => {
    renderShell(
      <>
        <HttpSyncErrorPopup />
        <EventProbe />
      </>,
      { url: '/log', user: { superuser: true }, mocks: [EVENT, EVENT], ...options },
    );
    // The probe subscribed after the popup: once it has the event, the popup had its chance.
    await vi.waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('ECONNREFUSED'));
    // And the dialog's module, which loads on first use, had its chance too.
    await act(() => import('./HttpSyncErrorDialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
