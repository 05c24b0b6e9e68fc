import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';
import { DEFAULT_PRESENCE_CAPACITY, PRESENCE_COLLAPSE_MS } from './presence-capacity';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('presences column', () => {
  it("hides what does not fit behind 'N more', expands on a click and collapses after 60 s", async () => {
    stubServer({
      CallDisplayRelations: () => buildRelations(),
      ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    });
    const view = renderDisplayView();
    const presences = Array.from({ length: DEFAULT_PRESENCE_CAPACITY + 5 }, (_, i) =>
      buildCall(i + 1, { flag: 'Presence', callTypeId: 6 }),
    );
    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, [buildCall(100), ...presences])));
    // jsdom measures nothing, so the default capacity of 20 holds: 19 presences and the tile for 6 more.
    const more = await screen.findByRole('button', { name: '6 more' });
    expect(screen.getAllByTestId('presence-tile')).toHaveLength(DEFAULT_PRESENCE_CAPACITY - 1);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(more);
    expect(screen.getAllByTestId('presence-tile')).toHaveLength(presences.length);
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(PRESENCE_COLLAPSE_MS - 1);
    });
    expect(screen.getAllByTestId('presence-tile')).toHaveLength(presences.length);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getAllByTestId('presence-tile')).toHaveLength(DEFAULT_PRESENCE_CAPACITY - 1);
  });
});
