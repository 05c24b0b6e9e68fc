// `npm test`: everything a fresh clone needs to prove, in the order that fails fastest.
import { spawn } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const results = [];

function run(name, cmd, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n━━ ${name}: ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      const ok = code === 0;
      results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
      resolve(ok);
    });
  });
}

const npx = (name, args, env) => run(name, 'npx', args, env);

let ok = true;
for (const ws of [
  'packages/domain',
  'packages/configurator-protocol',
  'apps/server',
  'apps/simulator',
  'apps/web',
  'e2e',
  // The root project: scripts/ and bench/ (a bench that no longer compiles is found here, not when run).
  '.',
]) {
  ok = (await npx(`typecheck ${ws}`, ['tsgo', '-p', ws])) && ok;
}
ok = (await npx('lint', ['biome', 'check', '--error-on-warnings', '.'])) && ok;
for (const ws of ['@wardlight/server', '@wardlight/web']) {
  ok =
    (await run(`codegen is current (${ws})`, 'npm', ['run', '--silent', 'codegen', '-w', ws, '--', '--check'])) && ok;
}
ok = (await run('web build', 'npm', ['run', '--silent', 'build', '-w', '@wardlight/web'])) && ok;
// The wall display's and the phone's JavaScript within DESIGN §7's 150 KB gzip, and no console code in
// them (a build of its own, with source maps: the one above has none).
ok = (await npx('bundle budgets (display, phone)', ['tsx', 'bench/bundle/run.ts', '--strict'])) && ok;
ok = (await npx('unit and integration (PGlite)', ['vitest', 'run'])) && ok;

let pg = null;
try {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    pg = await startPostgres();
    url = pg.url;
  }
  ok =
    (await npx('server suite on PostgreSQL', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: url })) &&
    ok;
} catch (error) {
  console.error(String(error?.message ?? error));
  results.push({ name: 'server suite on PostgreSQL', ok: false, seconds: 0 });
  ok = false;
} finally {
  await pg?.stop();
}

// The console in a real browser against real processes; it needs the web build above. Debian's
// Chromium is driven, never a downloaded one: without /usr/bin/chromium the step fails and says so.
ok =
  (await run('e2e (Playwright, Chromium)', 'npm', ['run', '--silent', 'e2e'], {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  })) && ok;

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${results.length - passed} failed`);
process.exit(ok ? 0 : 1);
