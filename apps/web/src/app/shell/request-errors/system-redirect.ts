import { DEFAULT_SYSTEM_ID, STORAGE_PREFIX } from '@wardlight/domain';

/** Spec part 1 §8: where a 424 (the requested system is unavailable) lands, on system 1. */
export const SYSTEM_REDIRECT_TARGET = '/tree/overview?systemRedirect=1';
const REDIRECTED_AT_KEY = `${STORAGE_PREFIX}system_redirect_at`;
/**
 * A 424 this soon after the last redirect means system 1 is unavailable too: reloading again would
 * loop for ever, so the page stays (its AppData failure says what went wrong).
 */
export const REDIRECT_QUIET_MS = 60_000;

export interface RedirectPage {
  assign(url: string): void;
  /** The tab's session storage; null where the browser refuses it. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now(): number;
}

/**
 * Stores system 1 and reloads on the fallback page, once. True when it did. A wall display reloads
 * where it is instead (`target`): sent to the tree, a kiosk would end on the login page, showing no calls.
 */
export function redirectToDefaultSystem(
  page: RedirectPage,
  storeSystem: (id: number) => void,
  target: string = SYSTEM_REDIRECT_TARGET,
): boolean {
  const last = Number(page.storage?.getItem(REDIRECTED_AT_KEY) ?? 0);
  if (page.now() - last < REDIRECT_QUIET_MS) {
    console.error('the system context is unavailable again after a redirect; not reloading');
    return false;
  }
  page.storage?.setItem(REDIRECTED_AT_KEY, String(page.now()));
  storeSystem(DEFAULT_SYSTEM_ID);
  page.assign(target);
  return true;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function browserPage(): RedirectPage {
  return { assign: (url) => window.location.assign(url), storage: sessionStorageOrNull(), now: Date.now };
}
