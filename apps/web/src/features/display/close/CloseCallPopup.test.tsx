import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, type CallSpec, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { CLOSE_POLL_MS, CLOSE_POLL_TRIES } from './useCloseCall';

/** Staff with the default role's permission: closing from the display is remote closing (ADR 0018). */
const STAFF = { user: { id: 7, superuser: false, permissions: ['visuals::remote_close_calls'] } };

function serve(deviceAction: () => unknown = () => ({ deviceAction: { success: true } })) {
  return stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    DeviceAction: deviceAction,
  });
}

async function showCalls(view: ReturnType<typeof renderDisplayView>, specs: CallSpec[]) {
  const calls = specs.map((spec, i) => buildCall(i + 1, spec));
  await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, calls)));
  await vi.waitFor(() => expect(screen.getAllByTestId('call-tile')).toHaveLength(calls.length));
  return calls;
}

async function openPopup(device: string) {
  fireEvent.click(screen.getByRole('button', { name: `Close the call of ${device}` }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(`Close the call "Alert" of ${device}?`);
  return dialog;
}

async function askToClose(device: string) {
  const dialog = await openPopup(device);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close call' }));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('close-call popup', () => {
  it('ends the calls of the call’s device node with the call’s system as context, then waits for the call to go', async () => {
    const server = serve();
    const view = renderDisplayView({ appData: STAFF, systemIds: [2] });
    await showCalls(view, [{ system: 2, section: 4, number: 31 }]);
    const dialog = await askToClose('Room 1');

    await vi.waitFor(() => expect(server.of('DeviceAction')).toHaveLength(1));
    expect(server.of('DeviceAction')[0]).toEqual({
      operationName: 'DeviceAction',
      // The tree node (500 + id in the builder), not the device number: the configurator takes node ids.
      variables: { input: { action: 'end calls', deviceID: 501, sectionID: 4 } },
      system: '02',
    });
    expect(within(dialog).getByRole('button', { name: 'Close call' })).toHaveAttribute('data-loading', 'true');

    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(2, [], 2)));
    expect(await screen.findByText('The call was closed.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it(`gives up after ${CLOSE_POLL_TRIES} looks ${CLOSE_POLL_MS} ms apart and says so in the popup`, async () => {
    serve();
    const view = renderDisplayView({ appData: STAFF });
    await showCalls(view, [{}]);
    const dialog = await openPopup('Room 1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close call' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CLOSE_POLL_MS * (CLOSE_POLL_TRIES - 1));
    });
    expect(within(dialog).queryByText('The call could not be closed.')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CLOSE_POLL_MS);
    });
    expect(within(dialog).getByText('The call could not be closed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close call' })).not.toHaveAttribute('data-loading');
  });

  it('shows a refused request in the popup at once', async () => {
    serve(() => {
      throw new Error('MISSING_PERMISSION');
    });
    const view = renderDisplayView({ appData: STAFF });
    await showCalls(view, [{}]);
    const dialog = await askToClose('Room 1');
    expect(await within(dialog).findByText('The call could not be closed.')).toBeInTheDocument();
  });

  it('offers closing only where the manual-close rule allows it', async () => {
    serve();
    const view = renderDisplayView({ appData: STAFF });
    await showCalls(view, [
      { sectionAllowsClose: true },
      { sectionAllowsClose: false },
      { sectionAllowsClose: true, deviceDeniesClose: true },
    ]);
    const closable = screen
      .queryAllByRole('button', { name: /^Close the call of/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(closable).toEqual(['Close the call of Room 1']);
  });

  it('lets calllog::close_calls close even where the section does not allow it, and visitors nothing', async () => {
    serve();
    const staff = renderDisplayView({
      appData: {
        user: { id: 7, superuser: false, permissions: ['visuals::remote_close_calls', 'calllog::close_calls'] },
      },
    });
    await showCalls(staff, [{ sectionAllowsClose: false }]);
    expect(screen.getByRole('button', { name: 'Close the call of Room 1' })).toBeInTheDocument();
    staff.unmount();

    const visitor = renderDisplayView();
    await showCalls(visitor, [{ sectionAllowsClose: true }]);
    expect(screen.queryByRole('button', { name: /^Close the call of/ })).not.toBeInTheDocument();
  });

  it('offers no closing without visuals::remote_close_calls, whatever the call allows', async () => {
    serve();
    const view = renderDisplayView({
      appData: { user: { id: 7, superuser: false, permissions: ['calllog::close_calls'] } },
    });
    await showCalls(view, [{ sectionAllowsClose: true }]);
    expect(screen.queryByRole('button', { name: /^Close the call of/ })).not.toBeInTheDocument();
  });
});
