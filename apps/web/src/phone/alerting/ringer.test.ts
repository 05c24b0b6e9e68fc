import { describe, expect, it, vi } from 'vitest';
import { createRinger, patternOf } from './ringer';

/** Just enough of an AudioContext to count the beeps a ring schedules. */
function fakeAudio() {
  const started: { frequency: number; type: string }[] = [];
  const context = Object.assign(new EventTarget(), {
    state: 'suspended' as AudioContextState,
    currentTime: 0,
    destination: {},
    resume: vi.fn(async () => {
      context.state = 'running';
    }),
    createGain: () => ({
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: (next: unknown) => next,
    }),
    createOscillator: () => {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => started.push({ frequency: oscillator.frequency.value, type: oscillator.type }),
        stop: vi.fn(),
      };
      return oscillator;
    },
  });
  return { context, started };
}

describe('the ring tone', () => {
  it('is silent until a tap starts the audio, then plays the urgency’s pattern', async () => {
    const { context, started } = fakeAudio();
    const ringer = createRinger(() => context as unknown as AudioContext);
    ringer.ring('Normal');
    expect(started).toHaveLength(0);
    expect(ringer.running).toBe(false);

    expect(await ringer.unlock()).toBe(true);
    expect(ringer.running).toBe(true);
    ringer.ring('Emergency');
    expect(started).toHaveLength(patternOf('emergency').beeps.length);
    expect(started.every((beep) => beep.type === 'square')).toBe(true);
  });

  it('makes an emergency louder and faster than an ordinary call', () => {
    const emergency = patternOf('Emergency');
    const normal = patternOf('Normal');
    expect(emergency.gain).toBeGreaterThan(normal.gain);
    expect(emergency.beeps.length).toBeGreaterThan(normal.beeps.length);
    expect(emergency.beeps[0]?.seconds).toBeLessThan(normal.beeps[0]?.seconds ?? 0);
    expect(patternOf('whatever')).toBe(normal);
  });

  it('says it cannot play where the browser has no Web Audio', async () => {
    const ringer = createRinger(() => null);
    expect(await ringer.unlock()).toBe(false);
    expect(() => ringer.ring('Urgent')).not.toThrow();
  });
});
