import { useEffect, useSyncExternalStore } from 'react';
import { type AudioState, audioState, startDisplayAudio, startRepeatingTone, subscribeAudio } from './display-audio';

/**
 * The display's sound: makes the page's audio context on mount and, while the display is not live and
 * sound is unlocked, sounds the repeating tone (IEC 60601-1-8: the failure of an alarm system is itself
 * an alarm). A tap that unlocks sound during the outage starts the tone at once.
 */
export function useDisplaySound(notLive: boolean): AudioState {
  const state = useSyncExternalStore(subscribeAudio, audioState, audioState);
  useEffect(() => startDisplayAudio(), []);
  useEffect(() => {
    if (!notLive || state !== 'running') return;
    const stop = startRepeatingTone();
    return stop ?? undefined;
  }, [notLive, state]);
  return state;
}
