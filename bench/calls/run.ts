// Press → every subscriber latency of live calls (DESIGN §7). Run from the repository root:
//   npx tsx bench/calls/run.ts [--subscribers 1000] [--phones 200] [--burst 50] [--reconnect-storm]
//                              [--compare-root DIR] [--rounds N] [--profile] [--server-env KEY=VALUE ...]
// Starts the simulator and the server as child processes on temp directories, sets the server up over
// its API, connects the subscribers (worker threads), presses, and prints a table (README.md).
// Exit code 0: every delivery arrived; 2: something was lost, doubled or failed; 1: the bench broke.
import { cpus, loadavg, platform, release } from 'node:os';
import { codeVersion } from '../shared/run-info';
import { config } from './config';
import { type CpuProfile, topSelfTime } from './inspector';
import { type CallsBenchResult, printResult, printRounds, writeResult } from './report';
import { runSide, type SideResult, sideBroken } from './side';
import { cleanup } from './stack';
import { round1 } from './stats';

async function main(): Promise<number> {
  // Before anything of ours runs: work left on the machine by others skews every number.
  const loadBefore = round1(loadavg()[0] ?? 0);
  const signal = AbortSignal.timeout(config.timeoutMs);
  const sides: SideResult[] = [];
  const only = config.serverRoot ? 'server-root' : 'this checkout';
  for (let round = 1; round <= config.rounds; round++) {
    const tag = config.rounds > 1 ? ` #${round}` : '';
    if (config.compareRoot) {
      // Before, after, then after, before: a machine that slows down over the rounds favours neither.
      const order = [
        { label: 'before', root: config.compareRoot },
        { label: 'after', root: config.serverRoot },
      ];
      if (round % 2 === 0) order.reverse();
      for (const { label, root } of order) sides.push(await runSide(config, `${label}${tag}`, root, signal));
    } else sides.push(await runSide(config, `${only}${tag}`, config.serverRoot, signal));
  }
  const { serverUrl: _u, simUrl: _s, ...shownConfig } = config;
  const result: CallsBenchResult = {
    benchmark: 'calls',
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      node: process.version,
      os: `${platform()} ${release()}`,
      loadAverage1m: loadBefore,
      loadAverageAfter1m: round1(loadavg()[0] ?? 0),
    },
    code: codeVersion(),
    config: shownConfig,
    sides: sides.map(({ profiles: _p, ...side }) => side),
  };
  printResult(result);
  printRounds(result);
  const profiles = sides.flatMap((s) => s.profiles.map((p) => ({ name: `${s.label}-${p.name}`, profile: p.profile })));
  const files = writeResult(result, profiles);
  for (const { name, profile } of profiles) {
    console.log(`\nserver CPU profile (${name}), self time (profiling itself slows the server a little):`);
    for (const { fn, percent } of topSelfTime(profile as CpuProfile))
      console.log(`${String(percent).padStart(6)} %  ${fn}`);
  }
  console.log(`\nwritten ${files.join(', ')}`);
  return sides.some(sideBroken) ? 2 : 0;
}

// Every way out cleans up: children stopped by their pids, temp directories removed. The overall
// timer is not unref'd: it also ends a run stuck on a promise that nothing will settle.
setTimeout(() => {
  console.error(`[bench] overall timeout of ${config.timeoutMs / 1000} s: stopping`);
  void cleanup().then(() => process.exit(1));
}, config.timeoutMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    await cleanup();
    process.exit(1);
  },
);
