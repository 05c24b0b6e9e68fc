import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDisplayAudioForTests } from '../sound/display-audio';
import { buildCall, buildRelations, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { renderDisplayView, type ViewOptions } from '../test/render-view';

const STAFF = { user: { id: 7 } };

/** The tile's own button (the other one closes the call). */
const tileButton = (device: string) => {
  const tile = screen.getAllByTestId('call-tile').find((t) => t.textContent?.includes(device));
  if (!tile) throw new Error(`no tile for ${device}`);
  return within(tile).queryAllByRole('button')[0] ?? null;
};
let server: ReturnType<typeof stubServer>;

async function showCall(options: ViewOptions, ...calls: ReturnType<typeof buildCall>[]) {
  const view = renderDisplayView(options);
  for (const system of options.systemIds ?? [1]) {
    const own = calls.filter((c) => c.system_id === system);
    await act(async () => view.socket.push('OnCallsChanged', callsUpdate(1, own, system), system));
  }
  await vi.waitFor(() => expect(screen.queryAllByTestId('call-tile')).toHaveLength(calls.length));
  return view;
}

beforeEach(() => {
  server = stubServer({
    CallDisplayRelations: () => buildRelations(),
    ActiveDisplayNotes: () => ({ activeDisplayNotes: [] }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a click on a call', () => {
  it('opens its form over a one-system display, keeping slug and address, without asking for the open calls', async () => {
    await showCall({ appData: STAFF, url: '/display/ward-a?sections=1' }, buildCall(5, { device: 'Room 12' }));
    fireEvent.click(tileButton('Room 12') as HTMLElement);
    expect(await screen.findByTestId('location')).toHaveTextContent('/display/ward-a/call/5?sections=1');
    expect(await screen.findByRole('heading', { name: 'Alert – Room 12' })).toBeInTheDocument();
    expect(screen.getByText('Bed')).toBeInTheDocument();
    expect(server.of('OpenCalls')).toEqual([]);
  });

  it('opens the call log form in a new tab, with the call’s system, when the display shows several', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await showCall({ appData: STAFF, systemIds: [1, 2] }, buildCall(11, { system: 2, device: 'Room 3' }));
    fireEvent.click(tileButton('Room 3') as HTMLElement);
    expect(open).toHaveBeenCalledWith('/log/edit/11?system=02', '_blank', 'noopener');
  });

  it('does nothing for visitors', async () => {
    await showCall({}, buildCall(5, { device: 'Room 12' }));
    expect(tileButton('Room 12')).toBeNull();
  });
});

describe('emergency tone', () => {
  // The page's one context must not outlive this file's fakes (test files share modules here).
  afterEach(() => resetDisplayAudioForTests());

  function stubAudio() {
    const oscillators: unknown[] = [];
    const node = () => ({ connect: (next: unknown) => next ?? node(), gain: { setValueAtTime: vi.fn() } });
    class FakeAudioContext extends EventTarget {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = vi.fn(async () => {});
      createGain = () => node();
      createOscillator = () => {
        const oscillator = { ...node(), type: '', frequency: { value: 0 }, start: vi.fn(), stop: vi.fn() };
        oscillators.push(oscillator);
        return oscillator;
      };
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    // One context per page (display-audio.ts): each case starts with its own fake.
    resetDisplayAudioForTests();
    return oscillators;
  }

  it.each([
    ['sounds for a new emergency call when the profile asks', true, 'Emergency', true],
    ['stays silent when the profile does not ask', false, 'Emergency', false],
    ['stays silent for an urgent call', true, 'Urgent', false],
  ] as const)('%s', async (_label, emergencyTone, urgency, sounds) => {
    const oscillators = stubAudio();
    const view = await showCall({ config: { emergencyTone } }, buildCall(1, { urgency: 'Emergency' }));
    expect(oscillators).toHaveLength(0); // open before the display started: not new
    await act(async () =>
      view.socket.push('OnCallsChanged', callsUpdate(2, [buildCall(1), buildCall(2, { urgency })])),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('call-tile')).toHaveLength(2));
    expect(oscillators.length > 0).toBe(sounds);
  });
});
