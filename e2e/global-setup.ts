// Runs once in the runner before any test: checks what the suite needs from the machine, starts the
// stack and hands its addresses to the workers. The returned function is the teardown; Playwright
// calls it after the run whether the tests passed or not.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from './support/chromium';
import { ROOT } from './support/processes';
import { startStack } from './support/stack';
import { publishStackInfo } from './support/stack-info';

function preflight(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}. The end-to-end tests drive the system's Chromium and never download one: ` +
        'apt-get install -y chromium (.ci/run does), or set CHROMIUM_PATH.',
    );
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: build the web console first (npm run build).');
  }
}

// biome-ignore lint/style/noDefaultExport: Playwright loads a global setup through its default export
export default async function globalSetup(): Promise<() => Promise<void>> {
  preflight();
  const started = Date.now();
  const stack = await startStack();
  publishStackInfo(stack.info);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[e2e] console on ${stack.info.baseURL}, simulator on ${stack.info.simulatorAddress} (${seconds} s)`);
  return () => stack.stop();
}
