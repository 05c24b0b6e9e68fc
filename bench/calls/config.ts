// The flags of bench/calls, checked before anything starts.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { numberFlag as count } from '../shared/run-info';
import { ACCEPTED_ALIASES } from './hostile';
import { defaultThreads } from './pool';
import type { Selection } from './subscription';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    // Staff phones (issue 13): app users paired and signed in over the phone API, each its own socket
    // on phoneCallsChanged (phones.ts).
    phones: { type: 'string', default: '0' },
    presses: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
    // Presses before the measured ones, so a cold JIT and cold caches are not what is measured.
    warmup: { type: 'string', default: '20' },
    'max-open': { type: 'string', default: '8' },
    // After the steady presses: presses at this rate for --burst-seconds (0: no burst).
    burst: { type: 'string', default: '0' },
    'burst-seconds': { type: 'string', default: '10' },
    // At the end: restart the server with every subscriber attached; time until each is resynced.
    'reconnect-storm': { type: 'boolean', default: false },
    // display: the web display's own call fields (frames of ~4.4 KB with 8 calls); ids: the small
    // selection of the figures before issue 11 (~0.5 KB).
    selection: { type: 'string', default: 'display' },
    // Subscriber threads of the bench.
    threads: { type: 'string', default: String(defaultThreads()) },
    'server-url': { type: 'string' },
    'server-pid': { type: 'string' },
    'sim-url': { type: 'string' },
    system: { type: 'string', default: '01' },
    // Whole run, s: a hung step ends the bench instead of the machine's patience.
    timeout: { type: 'string', default: '900' },
    // After the last press answered, late deliveries are awaited while they keep coming; a delivery
    // missing after this long without any delivery at all counts as lost, ms.
    drain: { type: 'string', default: '5000' },
    // A CPU profile of the server over the steady and the burst presses (bench/results/*.cpuprofile).
    profile: { type: 'boolean', default: false },
    // A CPU profile of the server while the subscribers connect, and one over the reconnect storm.
    'profile-connect': { type: 'boolean', default: false },
    'profile-storm': { type: 'boolean', default: false },
    // Start our server without --inspect: no forced-GC heap readings, no profile.
    'no-inspect': { type: 'boolean', default: false },
    // After the steady presses, the same presses again while N anonymous clients loop the heaviest
    // query a visitor may send.
    hostile: { type: 'string', default: '0' },
    // The strangers all come from 127.0.0.1; by default our server's per-address budget is off, so what
    // is measured is many addresses (or displays behind one NAT), the case the budget cannot stop.
    'keep-budget': { type: 'boolean', default: false },
    // Aliases of openCalls in the strangers' query: the server's limit by default; 5000 reproduces the
    // query of issue 10 against a server from before the limits.
    'hostile-aliases': { type: 'string', default: String(ACCEPTED_ALIASES) },
    // Start the server from another checkout (with node_modules; bench/calls/checkout.ts makes one).
    'server-root': { type: 'string' },
    // Measure a server from this checkout first ("before"), then ours or --server-root's ("after"),
    // and print both.
    'compare-root': { type: 'string' },
    // The whole measurement this many times (with --compare-root alternately: before, after, after,
    // before, …), each run's p99 and their median printed at the end: one run's p99 in a burst varies by
    // ±50 ms on a shared machine, more than most changes it is meant to judge. Give --timeout room.
    rounds: { type: 'string', default: '1' },
    // KEY=VALUE for the servers the bench starts (both sides); an empty value removes the variable
    // (`--server-env MALLOC_TRIM_THRESHOLD_=` measures without the setting of ADR 0027).
    'server-env': { type: 'string', multiple: true, default: [] },
  },
});

/** Traffic stays on this machine: the bench must never load someone's real server. */
function loopback(name: string, value: string): string {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`--${name} must point at 127.0.0.1 (loopback), got ${url.hostname}`);
  }
  return url.origin;
}

/** Every call the bench opens it also closes: an even number of presses. */
const even = (n: number) => Math.ceil(n / 2) * 2;

function selectionOf(value: string | undefined): Selection {
  if (value === 'display' || value === 'ids') return value;
  throw new Error(`--selection must be display or ids, got "${value}"`);
}

const serverUrl = args['server-url'] ? loopback('server-url', args['server-url']) : undefined;
const burst = count('burst', args.burst, 0);

export const config = {
  displays: Math.floor(count('subscribers', args.subscribers, 1)),
  phones: Math.floor(count('phones', args.phones, 0)),
  presses: even(count('presses', args.presses, 0)),
  rate: count('rate', args.rate, 0.1),
  warmup: even(count('warmup', args.warmup, 0)),
  maxOpen: Math.floor(count('max-open', args['max-open'], 1)),
  burst,
  burstPresses: even(burst * count('burst-seconds', args['burst-seconds'], 1)),
  storm: args['reconnect-storm'] ?? false,
  selection: selectionOf(args.selection),
  threads: Math.floor(count('threads', args.threads, 1)),
  timeoutMs: count('timeout', args.timeout, 1) * 1000,
  drainMs: count('drain', args.drain, 0),
  system: args.system ?? '01',
  profile: args.profile ?? false,
  profileConnect: args['profile-connect'] ?? false,
  profileStorm: args['profile-storm'] ?? false,
  inspect: !serverUrl && !args['no-inspect'],
  hostile: Math.floor(count('hostile', args.hostile, 0)),
  hostileAliases: Math.floor(count('hostile-aliases', args['hostile-aliases'], 1)),
  keepBudget: args['keep-budget'] ?? false,
  serverUrl,
  serverPid: args['server-pid'] ? Number(args['server-pid']) : null,
  simUrl: args['sim-url'] ? loopback('sim-url', args['sim-url']) : undefined,
  serverRoot: args['server-root'] ? resolve(args['server-root']) : undefined,
  compareRoot: args['compare-root'] ? resolve(args['compare-root']) : undefined,
  rounds: Math.floor(count('rounds', args.rounds, 1)),
  serverEnv: Object.fromEntries(
    (args['server-env'] ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--server-env takes KEY=VALUE, got "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  ) as Record<string, string>,
};

export type BenchConfig = typeof config;

if ((config.profile || config.profileConnect || config.profileStorm) && !config.inspect) {
  throw new Error('--profile needs a server the bench starts itself (with its inspector)');
}
if (config.serverUrl && (config.storm || config.compareRoot || config.phones > 0)) {
  throw new Error('--reconnect-storm, --compare-root and --phones need servers the bench starts itself');
}
