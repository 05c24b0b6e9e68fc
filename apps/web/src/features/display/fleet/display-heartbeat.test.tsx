import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';

// The wall display in the fleet (issue 14 items 2 and 3, ADR 0038): its heartbeat goes over the socket
// it already has, and carries how late the calls that arrived were painted.
afterEach(() => {
  vi.unstubAllGlobals();
});

type Input = {
  kind: string;
  place: string;
  profile_id: number | null;
  renders: { call_id: number; latency_ms: number }[];
};
const heartbeats = (socket: ReturnType<typeof renderDisplayView>['socket']) =>
  socket.subscriptions.filter((s) => s.operationName === 'DisplayHeartbeat').map((s) => s.variables.input as Input);

describe('the display heartbeat', () => {
  it('says over the socket which profile the display shows', async () => {
    stubServer({
      CallDisplayRelations: () => buildRelations(),
      ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    });
    const { socket } = renderDisplayView({ profile: { id: 3, name: 'Flur Nord', slug: 'flur-nord' } });
    await vi.waitFor(() =>
      expect(heartbeats(socket)[0]).toMatchObject({ kind: 'display', place: 'Flur Nord', profile_id: 3, renders: [] }),
    );
  });

  // A busy two-core machine (the whole suite) renders the display slowly: the wait is for the render.
  it('reports the press → render latency of a call that arrives, not of those it found', {
    timeout: 20_000,
  }, async () => {
    stubServer({
      CallDisplayRelations: () => buildRelations(),
      ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    });
    const { socket } = renderDisplayView();
    const old = buildCall(1, { openedAt: new Date(Date.now() - 3_600_000).toISOString() });
    socket.push('OnCallsChanged', callsUpdate(1, [old]));
    // Pressed 6 s ago: over the 5 s budget by the time it shows.
    socket.push('OnCallsChanged', {
      ...callsUpdate(2, [old, buildCall(2, { openedAt: new Date(Date.now() - 6_000).toISOString() })]),
    });
    await vi.waitFor(
      () => {
        const renders = heartbeats(socket).flatMap((h) => h.renders);
        expect(renders).toEqual([{ call_id: 2, latency_ms: expect.any(Number) }]);
        expect(renders[0]?.latency_ms).toBeGreaterThanOrEqual(6_000);
      },
      { timeout: 15_000 },
    );
  });
});
