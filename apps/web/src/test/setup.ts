import '@testing-library/jest-dom/vitest';
import { clearTimeout as nodeClearTimeout, setTimeout as nodeSetTimeout } from 'node:timers';
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

// Animation frames on Node's own timers, which no test fakes. jsdom runs its frames on the global
// setInterval, looked up when the first frame is asked for: a test that faked setInterval but not the
// frames left them on a fake timer that never fires, and since files share one jsdom here, every later
// Mantine transition waited for ever — its modals stayed empty (the discard question and the batch edit
// that failed only in full runs). A test that fakes the frames themselves still can.
const frames = new Map<number, ReturnType<typeof nodeSetTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback) => {
  const handle = ++lastFrame;
  frames.set(
    handle,
    nodeSetTimeout(() => {
      frames.delete(handle);
      callback(performance.now());
    }, 16),
  );
  return handle;
};
window.cancelAnimationFrame = (handle) => {
  nodeClearTimeout(frames.get(handle));
  frames.delete(handle);
};

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
