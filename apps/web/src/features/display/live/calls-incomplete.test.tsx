import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView } from '../test/render-view';

// Issue 11 point 3 (ADR 0025): the wall says, over its calls, when the calls of a system may be missing.

type Link = { system_id: number; state: string; age_seconds: number };

let links: Link[];
let server: ReturnType<typeof stubServer>;

function serve(initial: Link[] = []) {
  links = initial;
  server = stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
    LinkStates: () => ({ linkStates: links }),
  });
}

async function shown(systemIds = [1, 2]) {
  const view = renderDisplayView({ systemIds });
  for (const id of systemIds) {
    const calls = id === 1 ? [buildCall(1)] : [];
    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, calls, id), id));
  }
  await vi.waitFor(() => expect(server.of('LinkStates')).toHaveLength(1));
  return view;
}

function message(view: ReturnType<typeof renderDisplayView>, subject: string, payload: unknown) {
  return act(async () => view.socket.push('SystemMessages', { systemMessages: { subject, payload } }));
}

const banner = () => screen.queryByRole('alert', { name: 'Calls may be missing' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the calls-incomplete banner', () => {
  it('names the system whose link went offline, over the calls, and goes when it is ready again', async () => {
    serve([{ system_id: 1, state: 'ready', age_seconds: 100 }]);
    const view = await shown();

    await message(view, 'link.state', { system_id: 1, state: 'offline', progress: null, age_seconds: 4 });

    expect(await screen.findByRole('alert', { name: 'Calls may be missing' })).toHaveTextContent(
      'The call system System 1 cannot be reached: its calls may be missing.',
    );
    // Over the calls, not instead of them.
    expect(screen.getAllByTestId('call-tile')).toHaveLength(1);
    await message(view, 'link.state', { system_id: 1, state: 'ready', progress: null, age_seconds: 0 });
    await vi.waitFor(() => expect(banner()).toBeNull());
  });

  it('waits out a blink of a link that is down, and a commit for a minute', async () => {
    serve();
    const view = await shown();
    // The wall's own clock from here: three seconds pass when the test says so, not on a loaded machine's
    // schedule (a real wait of 3 s against a 5-s limit failed once on two busy cores).
    vi.useFakeTimers();

    await message(view, 'link.state', { system_id: 1, state: 'processing', progress: 40, age_seconds: 30 });
    await message(view, 'link.state', { system_id: 2, state: 'offline', progress: null, age_seconds: 0 });
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(banner()).toBeNull();

    // The blink lasted: three seconds later the wall says so.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(banner()).toHaveTextContent('The call system 2 cannot be reached');
    expect(banner()).not.toHaveTextContent('System 1');
    await message(view, 'link.state', { system_id: 1, state: 'processing', progress: 60, age_seconds: 61 });
    expect(banner()).toHaveTextContent(
      'The call system System 1 has been distributing a configuration for over a minute: its calls may be missing.',
    );
  });

  it('reads the states when it starts and again each time the messages start anew', async () => {
    serve([{ system_id: 1, state: 'unauthorized', age_seconds: 60 }]);
    const view = await shown([1]);
    expect(await screen.findByRole('alert', { name: 'Calls may be missing' })).toHaveTextContent(
      'The call system System 1 refuses the server’s credentials',
    );

    links = [{ system_id: 1, state: 'ready', age_seconds: 0 }];
    await message(view, 'restart', { version: 'x', started_at: '2026-01-01T00:00:00Z' });

    await vi.waitFor(() => expect(banner()).toBeNull());
    expect(server.of('LinkStates')).toHaveLength(2);
  });

  it('says when the server cannot store calls, until the messages start anew without that news', async () => {
    serve();
    const view = await shown([1]);

    await message(view, 'server.health', { status: 'degraded', calls_complete: false });

    expect(await screen.findByRole('alert', { name: 'Calls may be missing' })).toHaveTextContent(
      'The server cannot reach its database or store data: calls may be missing.',
    );
    await message(view, 'restart', { version: 'x', started_at: '2026-01-01T00:00:00Z' });
    await vi.waitFor(() => expect(banner()).toBeNull());
  });

  it('ignores a link.state it cannot read, and systems it does not show', async () => {
    serve();
    const view = await shown([1]);

    await message(view, 'link.state', { system_id: '1', state: 'offline' });
    await message(view, 'link.state', { system_id: 3, state: 'offline', age_seconds: 60 });

    expect(banner()).toBeNull();
  });
});
