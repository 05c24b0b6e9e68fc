import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium';

// The console in Debian's Chromium against real server and simulator processes (global-setup.ts).
// The specs share one fresh install and build on each other (the wizard first), hence one worker
// and file order; the machine has two cores anyway.
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // A guard against a hang, setup included. A passing run takes about ten minutes on two cores (23 specs);
  // failing tests wait out their timeouts, and they should all still get reported.
  globalTimeout: 1_200_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM,
      // CI runs as root (no sandbox there), containers have a small /dev/shm, and nothing may call home.
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
    // A failing test keeps its trace: actions, DOM snapshots, network and console. Not its screencast, which
    // was recorded for every passing test too: without it, specs 01, 05, 12 and 16 took 128 s, not 148 s.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
