import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppDataSpec } from '../../../test/app-data';
import { buildCall, buildRow, buildStep, openCall } from '../../call-log/test/builders';
import { type CallServerOptions, fakeCallServer } from '../../call-log/test/fake-server';
import { CLOSER, LOG_USER, renderWithServer } from '../../call-log/test/render-log';
import { openCallId, PwaCallsPage, withCall } from './PwaCallsPage';

function open(url: string, options: CallServerOptions, appData: AppDataSpec = LOG_USER) {
  const server = fakeCallServer(options);
  const utils = renderWithServer(<PwaCallsPage />, server, { path: '/pwa/overview/calls', url, appData });
  return { server, ...utils };
}

const where = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('the mobile console’s call details', { timeout: 20_000 }, () => {
  it('opens a call’s fields and trail in a sheet from its card, and closes it again', async () => {
    const { router } = open('/pwa/overview/calls?state=all', {
      calls: [buildRow(5), buildRow(4)],
      details: [buildCall(5, { actions: [buildStep('1', 'Accepted', 72)] })],
    });
    const card = await screen.findByRole('link', { name: /Zimmer 5/ });
    await userEvent.click(card);
    const sheet = await screen.findByRole('dialog', { name: 'Alert – Zimmer 5' });
    expect(where(router)).toBe('?state=all&call=5');
    const state = within(sheet)
      .getAllByText('State')
      .find((element) => element.tagName === 'DT');
    expect(state?.nextElementSibling?.textContent).toBe('Closed');
    const trail = within(sheet).getByRole('region', { name: 'Trail' });
    expect(within(trail).getByText('Accepted')).toBeInTheDocument();
    expect(within(trail).getByText('App user: Anna')).toBeInTheDocument();
    // The desktop form's routing table is not on the phone.
    expect(within(sheet).queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Close the call details' }));
    expect(where(router)).toBe('?state=all');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers closing an open call to a user with calllog::close_calls only', async () => {
    open('/pwa/overview/calls?call=6', { calls: [], details: [openCall(6)] }, CLOSER);
    const sheet = await screen.findByRole('dialog', { name: 'Alert – Zimmer 6' });
    expect(await within(sheet).findByRole('button', { name: 'Close call' })).toBeInTheDocument();
  });

  it('offers no closing without calllog::close_calls, and says when the call does not exist', async () => {
    const first = open('/pwa/overview/calls?call=6', { calls: [], details: [openCall(6)] });
    const sheet = await screen.findByRole('dialog', { name: 'Alert – Zimmer 6' });
    expect(within(sheet).queryByRole('button', { name: 'Close call' })).not.toBeInTheDocument();
    first.unmount();
    open('/pwa/overview/calls?call=77', { calls: [], details: [] });
    const missing = await screen.findByTestId('pwa-call-sheet');
    expect(await within(missing).findByText('This call does not exist, or you may not see it.')).toBeInTheDocument();
  });

  it('reads the open call from the address and keeps the list’s choice when it opens or closes one', () => {
    expect(openCallId(new URLSearchParams('call=12'))).toBe(12);
    expect(openCallId(new URLSearchParams('call=0'))).toBeNull();
    expect(openCallId(new URLSearchParams('call=x'))).toBeNull();
    expect(withCall(new URLSearchParams('state=all'), 3).toString()).toBe('state=all&call=3');
    expect(withCall(new URLSearchParams('state=all&call=3'), null).toString()).toBe('state=all');
  });
});
