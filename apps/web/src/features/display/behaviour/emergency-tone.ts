/**
 * A short two-tone alarm made by an oscillator (no audio file to load): three rising pairs, loud
 * enough to turn heads, short enough not to mask a room's own alarm.
 */
let context: AudioContext | null = null;

const NOTES_HZ = [880, 1175];
const NOTE_S = 0.18;
const PAIRS = 3;

export function playEmergencyTone(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  context ??= new Context();
  const audio = context;
  // A kiosk without a user gesture may keep the context suspended; resume is then refused quietly.
  void audio.resume().catch(() => {});
  const start = audio.currentTime + 0.05;
  for (let i = 0; i < PAIRS * NOTES_HZ.length; i += 1) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = NOTES_HZ[i % NOTES_HZ.length] ?? 880;
    const at = start + i * NOTE_S;
    gain.gain.setValueAtTime(0.2, at);
    gain.gain.setValueAtTime(0, at + NOTE_S * 0.9);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_S);
  }
}
