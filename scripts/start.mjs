// `npm start`: the console on http://localhost:8080 with the embedded database, and beside it the
// simulated call system (configurator) on http://127.0.0.1:8081 unless SIMULATOR=0.
import { spawn } from 'node:child_process';

const children = [];

function start(name, args, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (process.env.SIMULATOR !== '0') {
  start('simulator', ['apps/simulator/src/main.ts'], {
    SIM_HOST: process.env.SIM_HOST || '127.0.0.1',
    SIM_PORT: process.env.SIM_PORT || '8081',
    SIM_STATE_FILE: process.env.SIM_STATE_FILE || '.simulator/state.json',
  });
}
start('server', ['apps/server/src/main.ts']);
