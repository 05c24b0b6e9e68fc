import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playEmergencyTone } from '../behaviour/emergency-tone';
import { hookWrapper } from '../test/hook-wrapper';
import { resetDisplayAudioForTests, soundUnlockedNow } from './display-audio';
import { SoundBadge } from './SoundBadge';
import { useDisplaySound } from './useDisplaySound';

/** A Web Audio context as browsers give it: suspended until a gesture, unless the kiosk flag says otherwise. */
class FakeNode {
  connections: unknown[] = [];
  started = false;
  stopped = false;
  frequency = { value: 0 };
  type = '';
  gain = { value: 0, setValueAtTime: vi.fn(), cancelScheduledValues: vi.fn() };
  connect(target: unknown) {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.connections = [];
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
}

let autoplayAllowed = false;
let gesture = false;
const made: FakeAudioContext[] = [];

class FakeAudioContext extends EventTarget {
  state: 'suspended' | 'running' = autoplayAllowed ? 'running' : 'suspended';
  currentTime = 0;
  destination = { destination: true };
  nodes: FakeNode[] = [];
  constructor() {
    super();
    made.push(this);
  }
  resume() {
    if (!autoplayAllowed && !gesture) return new Promise<void>(() => {});
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
    return Promise.resolve();
  }
  createOscillator() {
    const node = new FakeNode();
    this.nodes.push(node);
    return node;
  }
  createGain() {
    return this.createOscillator();
  }
}

const toneNodes = (context: FakeAudioContext) =>
  context.nodes.filter((n) => n.started && !n.stopped && n.connections.length > 0);

beforeEach(() => {
  resetDisplayAudioForTests();
  made.length = 0;
  gesture = false;
  autoplayAllowed = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  resetDisplayAudioForTests();
  vi.unstubAllGlobals();
});

describe('display sound', () => {
  it('with the kiosk autoplay flag, is running at once and sounds the tone while the display is not live', () => {
    autoplayAllowed = true;
    const { Wrapper } = hookWrapper();
    const { result, rerender } = renderHook(({ notLive }) => useDisplaySound(notLive), {
      wrapper: Wrapper,
      initialProps: { notLive: false },
    });
    expect(result.current).toBe('running');
    expect(document.documentElement.dataset.wlAudio).toBe('running');
    expect(soundUnlockedNow()).toBe(true);
    const context = made[0] as FakeAudioContext;
    expect(toneNodes(context)).toHaveLength(0);

    rerender({ notLive: true });
    expect(document.documentElement.dataset.wlTone).toBe('offline');
    const [oscillator] = toneNodes(context);
    expect(oscillator?.connections).toHaveLength(1);

    rerender({ notLive: false });
    expect(document.documentElement.dataset.wlTone).toBeUndefined();
    expect(toneNodes(context)).toHaveLength(0);
    expect(made).toHaveLength(1);
  });

  it('without it, stays locked until the first key, then the outage tone starts', async () => {
    const { Wrapper } = hookWrapper();
    const { result } = renderHook(() => useDisplaySound(true), { wrapper: Wrapper });
    expect(result.current).toBe('locked');
    expect(soundUnlockedNow()).toBe(false);
    expect(document.documentElement.dataset.wlTone).toBeUndefined();
    // Sound locked: the emergency tone queues nothing for later.
    playEmergencyTone();
    expect((made[0] as FakeAudioContext).nodes).toHaveLength(0);

    gesture = true;
    await act(async () => {
      fireEvent.keyDown(window, { key: 'a' });
    });
    expect(result.current).toBe('running');
    expect(document.documentElement.dataset.wlTone).toBe('offline');
    playEmergencyTone();
    expect((made[0] as FakeAudioContext).nodes.length).toBeGreaterThan(2);
  });

  it('says in the display language that sound is off and how to turn it on', () => {
    const { Wrapper } = hookWrapper();
    render(<SoundBadge />, { wrapper: Wrapper });
    expect(screen.getByRole('button', { name: 'Sound off – tap to enable' })).toBeVisible();
  });
});
