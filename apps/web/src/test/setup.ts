import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { serverClock } from '../app/connection/server-clock';

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// The whole suite on two cores (CI, beside the server's tests) renders a Mantine modal or a page in more
// than the library's default second now and then; a wait that fails should mean "never", not "slow".
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Fake timers left on by a test (set in its body, or a file without its own reset) would freeze the
  // next file's transitions: Mantine modals stay closed (files share one environment here).
  vi.useRealTimers();
  // A test's server `time` message must not move the next file's clock (files share modules here).
  serverClock.forget();
  localStorage.clear();
  sessionStorage.clear();
});
