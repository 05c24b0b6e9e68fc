import { expect, it, vi } from 'vitest';

// setup.ts runs animation frames on Node's own timers: files share one jsdom, and a frame asked for while a
// test faked setInterval (but not the frames) used to stop every later frame of the worker (Mantine's
// modals then never opened).

it('asks for a frame while setInterval is fake', () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  requestAnimationFrame(() => undefined);
  vi.useRealTimers();
});

it('still gets frames afterwards', async () => {
  const ran = await new Promise<boolean>((resolve) => {
    requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), 5_000);
  });
  expect(ran).toBe(true);
});
