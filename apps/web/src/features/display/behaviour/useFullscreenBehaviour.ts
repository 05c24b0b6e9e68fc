import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { enterFullscreen, followBrowserFullscreen, leaveFullscreen, useFullscreen } from './fullscreen';

/** Spec part 2 §9. */
export const FULLSCREEN_AUTO_START_MS = 5000;
export const FULLSCREEN_NOTICE_MS = 8000;

/** Milliseconds since the page started loading: "app start". */
const sinceStart = () => performance.now();

/**
 * Fullscreen of the display (spec part 2 §4): applied by itself only if the configuration asks, the
 * viewer is a visitor and the app started less than 5 s ago; left with Escape; entering it says how
 * to leave for 8 s.
 */
export function useFullscreenBehaviour(wanted: boolean, signedIn: boolean, now: () => number = sinceStart) {
  const { t } = useTranslation('display');
  const notify = useNotify();
  const fullscreen = useFullscreen();
  const wasOn = useRef(fullscreen);

  // Once at most: whoever left fullscreen in those first seconds does not want it back.
  const autoApplied = useRef(false);
  useEffect(() => {
    if (autoApplied.current || !wanted || signedIn || now() >= FULLSCREEN_AUTO_START_MS) return;
    autoApplied.current = true;
    enterFullscreen();
  }, [wanted, signedIn, now]);

  useEffect(() => {
    if (fullscreen && !wasOn.current) {
      notify({
        id: 'display-fullscreen',
        title: t('fullscreen.entered'),
        text: t('fullscreen.howToLeave'),
        duration: FULLSCREEN_NOTICE_MS,
      });
    }
    wasOn.current = fullscreen;
  }, [fullscreen, notify, t]);

  // Leaving the display leaves fullscreen: no other page has a way out of it.
  useEffect(() => leaveFullscreen, []);

  // Escape belongs to an open popup first (the close-call confirmation, the call form): it closes that,
  // and the wall stays in fullscreen.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !fullscreen || event.defaultPrevented) return;
    if (document.querySelector('[role="dialog"]')) return;
    leaveFullscreen();
  });
  useEffect(() => {
    document.addEventListener('fullscreenchange', followBrowserFullscreen);
    return () => document.removeEventListener('fullscreenchange', followBrowserFullscreen);
  }, []);

  return fullscreen;
}
