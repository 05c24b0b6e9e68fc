/**
 * A short two-tone alarm made by an oscillator (no audio file to load): three rising pairs, loud
 * enough to turn heads, short enough not to mask a room's own alarm.
 */
import { runningAudio } from '../sound/display-audio';

const NOTES_HZ = [880, 1175];
const NOTE_S = 0.18;
const PAIRS = 3;

export function playEmergencyTone(): void {
  // The display's one context (sound/display-audio.ts); while sound is locked the badge says so, and a
  // tone queued until the first tap would ring for an emergency that may be long over.
  const audio = runningAudio();
  if (!audio) return;
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
