// `npm start`: the console on http://localhost:8080 with the embedded database, and beside it the
// simulated call system (configurator) on http://127.0.0.1:8081 unless SIMULATOR=0. The web console is
// built first when apps/web/dist is missing or stale. The processes are supervised (supervise.mjs).
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newestMtime } from '../apps/server/bundle.mjs';
import { createReleaseLauncher } from './releases.mjs';
import { createSupervisor, EXIT_DATABASE_LOST, EXIT_RESTART } from './supervise.mjs';

const supervisor = createSupervisor();
process.on('SIGINT', () => supervisor.stop(0));
process.on('SIGTERM', () => supervisor.stop(0));

// The server serves apps/web/dist; build it when it is missing or older than what it is built from.
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
];

const builtAt = statSync('apps/web/dist/index.html', { throwIfNoEntry: false })?.mtimeMs ?? 0;
// WEB_BUILD=0: take apps/web/dist as it is (the update tests start this script many times).
if (process.env.WEB_BUILD !== '0' && builtAt < Math.max(...WEB_INPUTS.map(newestMtime))) {
  console.log(builtAt ? 'The web console changed since its build; building it.' : 'Building the web console.');
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', '@wardlight/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.env.SIMULATOR !== '0') {
  supervisor.start('simulator', ['--import', 'tsx', 'apps/simulator/src/main.ts'], {
    env: {
      SIM_HOST: process.env.SIM_HOST || '127.0.0.1',
      SIM_PORT: process.env.SIM_PORT || '8081',
      SIM_STATE_FILE: process.env.SIM_STATE_FILE || '.simulator/state.json',
    },
  });
}
// A server whose embedded database stopped (a disk that filled up or went read-only) is started again.
// A server asked to restart (maintenance page, restore of a backup) is started again at once (ADR 0042).
// The server runs from the installed update when there is one, an update on trial first (ADR 0045).
const releases = createReleaseLauncher({
  baseDir: fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''),
  env: process.env,
  log: (line) => console.error(line),
});
supervisor.start('server', ['apps/server/run.mjs'], {
  // glibc's malloc gives freed memory back to the system (≈ 50 MiB less idle RSS, ADR 0027 of 2026-11-27).
  env: { MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ || '131072' },
  restartOn: [EXIT_DATABASE_LOST, EXIT_RESTART],
  launchWith: releases.plan,
  onSpawn: releases.watch,
  onExit: releases.onExit,
});
