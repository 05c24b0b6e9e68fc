import { useSyncExternalStore } from 'react';

/**
 * Fullscreen is global state (spec part 2 §4): the display hides its header bar while it is on, and
 * asks the browser for real fullscreen where it may (a kiosk usually is fullscreen already).
 */
let isOn = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === isOn) return;
  isOn = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function enterFullscreen(): void {
  set(true);
  // Refused without a user gesture (auto-start); the display is fullscreen in its own layout anyway.
  document.documentElement.requestFullscreen?.().catch(() => {});
}

export function leaveFullscreen(): void {
  set(false);
  if (document.fullscreenElement) document.exitFullscreen?.().catch(() => {});
}

/** The browser left fullscreen by itself (its own Escape handling): follow it. */
export function followBrowserFullscreen(): void {
  if (!document.fullscreenElement) set(false);
}

export function isFullscreen(): boolean {
  return isOn;
}

export function useFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen);
}
