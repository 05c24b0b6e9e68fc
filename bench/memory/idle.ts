// Idle memory of the server on the embedded database with the facility fixture (issue 11 point 6):
//   npx tsx bench/memory/idle.ts [--settle 20] [--env KEY=VALUE ...] [--server-root <checkout>] [--detail]
// Starts the simulator and a server on a fresh DATA_DIR (as bench/calls does), sets it up over the public
// API (configurator, first user, link ready), lets it settle, forces a GC through the inspector and prints
// RSS, its peak so far and the V8 heap. `--env` compares settings (e.g. LOG_FILES=0, or
// MALLOC_TRIM_THRESHOLD_= to measure without the setting every launcher gives the server, ADR 0027).
// `--detail` adds where the memory is: process.memoryUsage() and V8's heap spaces after the GC, the size
// of every WebAssembly memory (PGlite's is the 128 MiB one) and the resident memory by kind of mapping
// (/proc/<pid>/smaps: the node binary, malloc's main arena, the mapping of PGlite's memory, the rest).
import { readFileSync } from 'node:fs';
import { Inspector } from '../calls/inspector';
import { setUpServer } from '../calls/setup';
import { cleanup, sampleProcess, startServerProcess, startSimulatorProcess } from '../calls/stack';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--server-root');
const root = rootAt >= 0 ? args[rootAt + 1] : undefined;
const settleS = Number(args[args.indexOf('--settle') + 1] ?? 20) || 20;
const detail = args.includes('--detail');
const env = Object.fromEntries(
  args.flatMap((a, i) => (args[i - 1] === '--env' ? [a.split('=') as [string, string]] : [])),
);

const mib = (bytes: number) => Math.round(bytes / 104857.6) / 10;

/** What the process holds now, as seen from inside (over the inspector). */
async function inside(inspector: Inspector): Promise<unknown> {
  const expression = `JSON.stringify((() => {
    const mib = (b) => Math.round(b / 104857.6) / 10;
    const v8 = process.getBuiltinModule('v8');
    return {
      memoryUsage: Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mib(v)])),
      heapSpacesUsedMiB: Object.fromEntries(v8.getHeapSpaceStatistics().filter((s) => s.space_used_size > 0).map((s) => [s.space_name, mib(s.space_used_size)])),
      code: Object.fromEntries(Object.entries(v8.getHeapCodeStatistics()).map(([k, v]) => [k, mib(v)])),
    };
  })())`;
  const { result } = await inspector.send<{ result: { value: string } }>('Runtime.evaluate', { expression });
  // Every WebAssembly memory of the process, found through the heap (PGlite keeps its own out of reach).
  const proto = await inspector.send<{ result: { objectId: string } }>('Runtime.evaluate', {
    expression: 'WebAssembly.Memory.prototype',
  });
  const found = await inspector.send<{ objects: { objectId: string } }>('Runtime.queryObjects', {
    prototypeObjectId: proto.result.objectId,
  });
  const sizes = await inspector.send<{ result: { value: number[] } }>('Runtime.callFunctionOn', {
    objectId: found.objects.objectId,
    functionDeclaration: 'function () { return this.map((m) => Math.round(m.buffer.byteLength / 104857.6) / 10); }',
    returnByValue: true,
  });
  return { ...JSON.parse(result.value), wasmMemoriesMiB: sizes.result.value };
}

/**
 * Resident MiB by kind of mapping; PGlite's memory is the only anonymous mapping of exactly its size, glibc
 * puts the arenas of other threads at 64 MiB boundaries (a heuristic: a V8 page may start there too).
 */
function mappings(pid: number, wasmMiB: number[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  let kind = '';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = Number.parseInt(head[1] ?? '0', 16);
      const sizeMiB = (Number.parseInt(head[2] ?? '0', 16) - start) / 1048576;
      const name = head[4] ?? '';
      kind = name.startsWith('/')
        ? name.endsWith('/node')
          ? 'node binary'
          : 'other files'
        : name === '[heap]'
          ? 'malloc main arena [heap]'
          : name
            ? 'other named'
            : head[3] === 'rwxp'
              ? 'jit code (rwx)'
              : wasmMiB.includes(sizeMiB) && sizeMiB >= 64
                ? 'wasm memory (resident part)'
                : start % (64 * 1048576) === 0
                  ? "malloc threads' arenas (64 MiB aligned)"
                  : 'other anonymous (V8 heap, code, stacks)';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) kinds[kind] = (kinds[kind] ?? 0) + Number(rss[1]) * 1024;
  }
  return Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, mib(v)]));
}

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
  if (detail) {
    const seen = (await inside(inspector)) as { wasmMemoriesMiB: number[] };
    console.log(JSON.stringify({ ...seen, residentByMapping: mappings(pid, seen.wasmMemoriesMiB) }, null, 1));
  }
  await inspector.close();
} finally {
  await cleanup();
}
