import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { SILENCE_LIMIT_MS } from './useLiveness';

const overlay = () => screen.queryByRole('alert');

async function pass(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

async function startSynced() {
  stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
  });
  const view = renderDisplayView();
  await act(async () => view.socket.push('OnCallsChanged', callsUpdate(5, [buildCall(1)])));
  await vi.waitFor(() => expect(screen.getAllByTestId('call-tile')).toHaveLength(1));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('never falsely live', () => {
  it('stays quiet while the server answers the pings, though no call changes', async () => {
    const { socket } = await startSynced();
    for (let i = 0; i < 6; i += 1) {
      await pass(5000);
      await act(async () => socket.emit('pong', true));
    }
    expect(overlay()).not.toBeInTheDocument();
  });

  it('does not count the pings it sends itself as hearing the server', async () => {
    const { socket } = await startSynced();
    await pass(5000);
    await act(async () => socket.emit('ping', false));
    await pass(SILENCE_LIMIT_MS - 5000);
    expect(overlay()).toHaveTextContent('Calls are not being shown');
  });

  it('covers the display after 10 s without a word from the server, and uncovers it after the resync', async () => {
    const { socket } = await startSynced();
    await act(async () => socket.emit('closed', { code: 1006 }));
    await pass(SILENCE_LIMIT_MS - 1000);
    expect(overlay()).not.toBeInTheDocument();
    await pass(1000);
    expect(overlay()).toHaveTextContent('No connection');
    expect(overlay()).toHaveTextContent('Calls are not being shown');

    // Back: the socket connects and the feed resubscribes from its seq; a pong alone is not a resync.
    await act(async () => socket.emit('connected'));
    await act(async () => socket.emit('pong', true));
    await pass(1000);
    expect(overlay()).toBeInTheDocument();
    expect(socket.active('OnCallsChanged').at(-1)?.variables).toMatchObject({ since: 5 });
    await act(async () => socket.push('OnCallsChanged', callsUpdate(6, [buildCall(1), buildCall(2)])));
    await pass(1000);
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getAllByTestId('call-tile')).toHaveLength(2);
  });

  it('speaks the display language', async () => {
    stubServer({
      CallDisplayRelations: () => buildRelations(),
      ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    });
    renderDisplayView({ config: { locale: 'de' } });
    await pass(SILENCE_LIMIT_MS);
    expect(overlay()).toHaveTextContent('Rufe werden nicht angezeigt');
  });
});
