// Idle memory of the server on the embedded database with the facility fixture (issue 11 point 6):
//   npx tsx bench/memory/idle.ts [--settle 20] [--env KEY=VALUE ...] [--server-root <checkout>]
// Starts the simulator and a server on a fresh DATA_DIR (as bench/calls does), sets it up over the public
// API (configurator, first user, link ready), lets it settle, forces a GC through the inspector and prints
// RSS, its peak so far and the V8 heap. `--env` compares settings (e.g. LOG_FILES=0).
import { Inspector } from '../calls/inspector';
import { setUpServer } from '../calls/setup';
import { cleanup, sampleProcess, startServerProcess, startSimulatorProcess } from '../calls/stack';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--server-root');
const root = rootAt >= 0 ? args[rootAt + 1] : undefined;
const settleS = Number(args[args.indexOf('--settle') + 1] ?? 20) || 20;
const env = Object.fromEntries(
  args.flatMap((a, i) => (args[i - 1] === '--env' ? [a.split('=') as [string, string]] : [])),
);

try {
  const sim = await startSimulatorProcess();
  const server = await startServerProcess(true, env, root);
  await setUpServer(server.url, sim.url);
  const pid = server.child.pid;
  const samples: number[] = [];
  for (let s = 0; s < settleS; s++) {
    await new Promise((ok) => setTimeout(ok, 1_000));
    samples.push(sampleProcess(pid)?.rssMiB ?? Number.NaN);
  }
  const inspector = await Inspector.connect(server.inspectorUrl as string);
  const heap = await inspector.heapAfterGc();
  await new Promise((ok) => setTimeout(ok, 2_000));
  const after = sampleProcess(pid);
  console.log(
    JSON.stringify({
      settings: env,
      root: root ?? 'this checkout',
      idle_rss_before_gc_mib: samples.at(-1),
      idle_rss_after_gc_mib: after?.rssMiB,
      peak_rss_mib: after?.hwmMiB,
      v8_heap_after_gc_mib: Math.round(heap * 10) / 10,
    }),
  );
  await inspector.close();
} finally {
  await cleanup();
}
