/**
 * The wall display's one Web Audio context, kept for the page's life (issue 14 item 4, ADR 0038).
 *
 * Browsers refuse audio before a user gesture: a context made without one starts `suspended`. The
 * display makes its context at once — a kiosk started with `--autoplay-policy=no-user-gesture-required`
 * gets it `running` — and otherwise resumes it on the first tap, click or key anywhere on the page.
 * Once running it is never closed, so later tones need no gesture.
 *
 * Test hook: `<html data-wl-audio="none|locked|running">` and, while the not-live tone sounds,
 * `data-wl-tone="offline"` (an oscillator connected to the running context's output).
 */
export type AudioState = 'none' | 'locked' | 'running';

const GESTURES = ['pointerdown', 'keydown', 'click', 'touchend'] as const;

let context: AudioContext | null = null;
let state: AudioState = 'none';
const listeners = new Set<() => void>();
let removeGestures: (() => void) | null = null;

function setState(next: AudioState): void {
  if (state === next) return;
  state = next;
  if (typeof document !== 'undefined') document.documentElement.dataset.wlAudio = next;
  for (const listener of listeners) listener();
}

/** Makes the context (once per page) and waits for the gesture that unlocks it, if one is needed. */
export function startDisplayAudio(): void {
  if (context || typeof window === 'undefined') return;
  const Context = globalThis.AudioContext;
  if (!Context) {
    setState('none');
    return;
  }
  try {
    context = new Context();
  } catch {
    setState('none');
    return;
  }
  const audio = context;
  const check = () => setState(audio.state === 'running' ? 'running' : 'locked');
  audio.addEventListener('statechange', check);
  // A resume refused for want of a gesture stays pending or rejects quietly; the next gesture tries again.
  // The listeners stay for the page's life: a browser may suspend the context again (another tab took the
  // audio device, an interruption), and the next tap must then bring it back.
  const unlock = () => {
    if (audio.state !== 'running') audio.resume().then(check, () => {});
  };
  for (const type of GESTURES) window.addEventListener(type, unlock, { capture: true, passive: true });
  removeGestures = () => {
    for (const type of GESTURES) window.removeEventListener(type, unlock, { capture: true });
  };
  check();
  if (audio.state !== 'running') unlock();
}

export function audioState(): AudioState {
  return state;
}

export function subscribeAudio(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The running context, or null while sound is locked (nothing may be queued for later: it would be late). */
export function runningAudio(): AudioContext | null {
  return context && context.state === 'running' ? context : null;
}

/** The heartbeat's "sound unlocked": null where the browser has no Web Audio. */
export function soundUnlockedNow(): boolean | null {
  return state === 'none' ? null : state === 'running';
}

const TONE_HZ = 660;
const TONE_ON_S = 0.5;
const TONE_EVERY_MS = 2000;

/**
 * The not-live tone: one oscillator connected for as long as it sounds, its gain switched on for half
 * a second every two seconds. Returns the stop, or null when sound is locked.
 */
export function startRepeatingTone(): (() => void) | null {
  const audio = runningAudio();
  if (!audio) return null;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = TONE_HZ;
  gain.gain.value = 0;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  const pulse = () => {
    const at = audio.currentTime + 0.02;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.setValueAtTime(0, at + TONE_ON_S);
  };
  pulse();
  const timer = setInterval(pulse, TONE_EVERY_MS);
  document.documentElement.dataset.wlTone = 'offline';
  return () => {
    clearInterval(timer);
    gain.gain.cancelScheduledValues(0);
    gain.gain.value = 0;
    oscillator.stop();
    oscillator.disconnect();
    gain.disconnect();
    delete document.documentElement.dataset.wlTone;
  };
}

/** Tests only: forget the context, as a new page would. */
export function resetDisplayAudioForTests(): void {
  removeGestures?.();
  removeGestures = null;
  context = null;
  state = 'none';
  listeners.clear();
  delete document.documentElement.dataset.wlAudio;
  delete document.documentElement.dataset.wlTone;
}
