/**
 * The phone's ring tone, made with Web Audio (no sound file to fetch or cache). Browsers keep an
 * AudioContext suspended until the user touches the page once, so `running` says whether a ring would be
 * heard, and `unlock()` is to be called from a tap.
 */
export interface Ringer {
  readonly running: boolean;
  /** From a user gesture: starts (resumes) the audio; true when it runs. */
  unlock(): Promise<boolean>;
  ring(urgency: string): void;
  subscribe(listener: () => void): () => void;
}

interface Beep {
  frequency: number;
  seconds: number;
  gap: number;
}

interface Pattern {
  wave: OscillatorType;
  gain: number;
  beeps: Beep[];
}

const beeps = (count: number, frequencies: number[], seconds: number, gap: number): Beep[] =>
  Array.from({ length: count }, (_, i) => ({ frequency: frequencies[i % frequencies.length] ?? 880, seconds, gap }));

/** An emergency is louder, faster and harsher than an ordinary call: it must be told apart unseen. */
const PATTERNS: Readonly<Record<string, Pattern>> = {
  emergency: { wave: 'square', gain: 0.9, beeps: beeps(8, [1320, 990], 0.11, 0.04) },
  urgent: { wave: 'triangle', gain: 0.6, beeps: beeps(3, [988], 0.16, 0.1) },
  normal: { wave: 'sine', gain: 0.4, beeps: beeps(2, [660, 880], 0.2, 0.12) },
};

export function patternOf(urgency: string): Pattern {
  return PATTERNS[urgency.toLowerCase()] ?? (PATTERNS.normal as Pattern);
}

type AudioContextMaker = () => AudioContext | null;

const browserAudio: AudioContextMaker = () => {
  const Context = globalThis.AudioContext;
  return Context ? new Context() : null;
};

export function createRinger(makeContext: AudioContextMaker = browserAudio): Ringer {
  let context: AudioContext | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const audio = () => {
    if (!context) {
      context = makeContext();
      context?.addEventListener('statechange', changed);
    }
    return context;
  };
  return {
    get running() {
      return context?.state === 'running';
    },
    async unlock() {
      const ctx = audio();
      if (!ctx) return false;
      await ctx.resume().catch(() => undefined);
      changed();
      return ctx.state === 'running';
    },
    ring(urgency) {
      const ctx = context;
      if (ctx?.state !== 'running') return;
      const pattern = patternOf(urgency);
      let at = ctx.currentTime + 0.02;
      for (const beep of pattern.beeps) {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = pattern.wave;
        oscillator.frequency.value = beep.frequency;
        gain.gain.setValueAtTime(pattern.gain, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + beep.seconds);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(at);
        oscillator.stop(at + beep.seconds);
        at += beep.seconds + beep.gap;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
