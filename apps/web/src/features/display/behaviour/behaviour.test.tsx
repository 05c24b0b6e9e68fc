import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSystemContext } from '../../../app/storage';
import { withoutSystemParam } from '../app/display-path';
import { hookWrapper } from '../test/hook-wrapper';
import { isFullscreen, leaveFullscreen } from './fullscreen';
import { FULLSCREEN_AUTO_START_MS, FULLSCREEN_NOTICE_MS, useFullscreenBehaviour } from './useFullscreenBehaviour';
import { RELOAD_EVERY_MS, usePeriodicReload } from './usePeriodicReload';
import { useSystemContextSwitch } from './useSystemContextSwitch';
import { useWakeLock } from './useWakeLock';

afterEach(() => {
  act(() => leaveFullscreen());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fullscreen', () => {
  const startedAgo = (ms: number) => () => ms;

  it.each([
    ['a visitor, config asks, 4 s after start', true, false, 4000, true],
    ['a visitor, config asks, 5 s after start', true, false, FULLSCREEN_AUTO_START_MS, false],
    ['a signed-in user', true, true, 1000, false],
    ['the config does not ask', false, false, 1000, false],
  ])('is applied by itself for %s: %s', (_label, wanted, signedIn, since, applied) => {
    const { Wrapper } = hookWrapper();
    renderHook(() => useFullscreenBehaviour(wanted, signedIn, startedAgo(since)), { wrapper: Wrapper });
    expect(isFullscreen()).toBe(applied);
  });

  it('tells for 8 s how to leave, and leaves on Escape', async () => {
    const { Wrapper } = hookWrapper();
    renderHook(() => useFullscreenBehaviour(true, false, startedAgo(0)), { wrapper: Wrapper });
    expect(
      await screen.findByText('Press Escape or click on the empty screen to leave fullscreen.'),
    ).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(isFullscreen()).toBe(false);
  });

  it('leaves Escape to an open popup and stays in fullscreen', () => {
    const { Wrapper } = hookWrapper();
    renderHook(() => useFullscreenBehaviour(true, false, startedAgo(0)), { wrapper: Wrapper });
    const popup = document.body.appendChild(document.createElement('div'));
    popup.setAttribute('role', 'dialog');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(isFullscreen()).toBe(true);
    popup.remove();
  });

  it('keeps the notice for 8 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { Wrapper } = hookWrapper();
    renderHook(() => useFullscreenBehaviour(true, false, startedAgo(0)), { wrapper: Wrapper });
    await act(async () => vi.advanceTimersByTime(FULLSCREEN_NOTICE_MS - 1));
    expect(screen.getByText('Fullscreen')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Fullscreen')).not.toBeInTheDocument();
  });

  it('is left when the display is left', () => {
    const { Wrapper } = hookWrapper();
    const { unmount } = renderHook(() => useFullscreenBehaviour(true, false, startedAgo(0)), { wrapper: Wrapper });
    expect(isFullscreen()).toBe(true);
    unmount();
    expect(isFullscreen()).toBe(false);
  });
});

describe('reload every 4 hours', () => {
  it('waits for the backend to be connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const reload = vi.fn();
    const { Wrapper, connection } = hookWrapper();
    renderHook(() => usePeriodicReload(reload), { wrapper: Wrapper });
    act(() => connection.connected());
    await act(async () => vi.advanceTimersByTime(RELOAD_EVERY_MS - 60_000));
    expect(reload).not.toHaveBeenCalled();

    act(() => connection.closed(1006, ''));
    await act(async () => vi.advanceTimersByTime(2 * 60_000));
    expect(reload).not.toHaveBeenCalled();
    act(() => connection.connected());
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('screen wake lock', () => {
  it('is requested while the display is open and again when it becomes visible', async () => {
    const sentinel = { released: false, release: vi.fn(async () => {}) };
    const request = vi.fn(async () => sentinel);
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const { unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('screen'));

    sentinel.released = true; // the browser let go while the tab was hidden
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(sentinel.release).toHaveBeenCalled();
  });
});

describe('system from the configuration', () => {
  it('switches the context, strips the parameter and reloads', () => {
    const reloadTo = vi.fn();
    const { Wrapper } = hookWrapper();
    renderHook(() => useSystemContextSwitch(2, reloadTo), { wrapper: Wrapper });
    expect(readSystemContext()).toBe(2);
    expect(reloadTo).toHaveBeenCalledWith(withoutSystemParam(window.location.href));
  });

  it('does nothing when it is the context already', () => {
    const reloadTo = vi.fn();
    const { Wrapper } = hookWrapper();
    renderHook(() => useSystemContextSwitch(1, reloadTo), { wrapper: Wrapper });
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('keeps every other parameter', () => {
    expect(withoutSystemParam('http://x/display/a?sections=1,2&system=02&fontsize=larger')).toBe(
      'http://x/display/a?sections=1%2C2&fontsize=larger',
    );
  });
});
