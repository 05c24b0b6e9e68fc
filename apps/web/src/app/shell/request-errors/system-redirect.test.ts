import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REDIRECT_QUIET_MS,
  type RedirectPage,
  redirectToDefaultSystem,
  SYSTEM_REDIRECT_TARGET,
} from './system-redirect';

function page(start = 1_000_000) {
  const clock = { now: start };
  const assign = vi.fn<(url: string) => void>();
  const p: RedirectPage = { assign, storage: sessionStorage, now: () => clock.now };
  return { ...p, clock, assign };
}

describe('HTTP 424: the requested system is unavailable (spec part 1 §8)', () => {
  afterEach(() => sessionStorage.clear());

  it('stores system 1 and reloads on the overview with systemRedirect=1', () => {
    const p = page();
    const store = vi.fn();
    expect(redirectToDefaultSystem(p, store)).toBe(true);
    expect(store).toHaveBeenCalledWith(1);
    expect(p.assign).toHaveBeenCalledWith('/tree/overview?systemRedirect=1');
    expect(SYSTEM_REDIRECT_TARGET).toBe('/tree/overview?systemRedirect=1');
  });

  it('reloads exactly once when system 1 answers 424 as well, and again only after a quiet while', () => {
    const p = page();
    const store = vi.fn();
    redirectToDefaultSystem(p, store);
    // The reloaded page meets 424 again (a user without system 1).
    p.clock.now += 2_000;
    expect(redirectToDefaultSystem(p, store)).toBe(false);
    expect(redirectToDefaultSystem(p, store)).toBe(false);
    expect(p.assign).toHaveBeenCalledOnce();
    // An hour later a system removed meanwhile is a new case.
    p.clock.now += REDIRECT_QUIET_MS;
    expect(redirectToDefaultSystem(p, store)).toBe(true);
    expect(p.assign).toHaveBeenCalledTimes(2);
  });

  it('still redirects where the browser refuses session storage', () => {
    const p = { ...page(), storage: null };
    expect(redirectToDefaultSystem(p, vi.fn())).toBe(true);
    expect(p.assign).toHaveBeenCalledOnce();
  });
});
