// Exports of many calls (issue 12.5): time, memory and event-loop delay per format. Run from the root:
//   node --expose-gc --import tsx bench/exports/run.ts [--calls 100000] [--formats csv,xlsx,pdf]
// Builds the real server in this process on a temp embedded database (created by the app's own child
// process and migrations), writes the calls in one insert … select generate_series, and exports them
// through the API, one format after another. README.md says what is measured and the budget.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, platform, release, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app';
import { configFromEnv } from '../../apps/server/src/config';
import { prepareDataDir } from '../../apps/server/src/db/pglite/prepare-data-dir';
import { systems } from '../../apps/server/src/db/schema/index';
import { MINUTE, seedExportCalls, seedExportConfiguration } from '../../apps/server/src/modules/exports/export-seed';
import { codeVersion, numberFlag } from '../shared/run-info';
import { idleThreadDelay } from './idle-thread';
import { type ExportsBenchResult, type FormatResult, printTable, writeResult } from './report';

const { values: args } = parseArgs({
  options: { calls: { type: 'string', default: '100000' }, formats: { type: 'string', default: 'csv,xlsx,pdf' } },
});
const CALLS = numberFlag('calls', args.calls, 1);
const FORMATS = (args.formats ?? '').split(',').filter(Boolean);
/** RSS may grow this much during one export (issue 12). */
const BUDGET_MB = 100;
const MB = 1024 * 1024;

async function gql<T>(url: string, cookie: string, query: string, variables?: unknown): Promise<T> {
  const res = await fetch(`${url}/backend/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-system': '01' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'wardlight-bench-exports-'));
  try {
    await prepareDataDir(dataDir);
    const config = { ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir, logLevel: 'warn' };
    const app = await buildApp({ config, logger: pino({ level: 'warn' }) });
    const port = await app.listen();
    const url = `http://127.0.0.1:${port}`;
    try {
      const setup = await fetch(`${url}/backend/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { createInitialUser(password: "bench password 123") { id } }' }),
      });
      const cookie = (setup.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const db = app.database.db;
      const [system] = await db.insert(systems).values({ name: 'Bench Haus' }).returning({ id: systems.id });
      app.services.systems.invalidate();
      const systemId = system?.id ?? 1;
      await seedExportConfiguration(db, systemId);
      const seeded = performance.now();
      await seedExportCalls(db, systemId, CALLS, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
      console.log(`${CALLS} calls written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

      // A running server has answered requests before: one small export first, not measured, so the
      // first request's one-off costs (schema, time zone data, the worker's modules) stay out of the table.
      await exportOnce(app, url, cookie, 'csv', { range: '1h' });
      const results: FormatResult[] = [];
      for (const format of FORMATS) results.push(await exportOnce(app, url, cookie, format));
      const result: ExportsBenchResult = {
        benchmark: 'exports',
        at: new Date().toISOString(),
        machine: {
          cpus: cpus().length,
          cpu: cpus()[0]?.model ?? '?',
          node: process.version,
          os: `${platform()} ${release()}`,
          loadAverage1m: Math.round(loadBefore * 10) / 10,
        },
        code: codeVersion(),
        config: { calls: CALLS, budgetMb: BUDGET_MB, gc: typeof globalThis.gc === 'function' },
        results,
      };
      printTable(result);
      console.log(`\nwritten ${writeResult(result)}`);
      process.exitCode = results.every((r) => r.state === 'Complete' && r.rssGrowthMb < BUDGET_MB) ? 0 : 2;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One export of every call: time to Complete, RSS sampled every 50 ms, the main thread's delays. */
async function exportOnce(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  cookie: string,
  format: string,
  filter: Record<string, unknown> = { range: 'since_beginning' },
): Promise<FormatResult> {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const idle = await idleThreadDelay();
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const elu = performance.eventLoopUtilization();
  const started = performance.now();
  const { createExport } = await gql<{ createExport: { id: number } }>(
    url,
    cookie,
    'mutation($i: ExportInput!) { createExport(input: $i) { id } }',
    { i: { kind: 'calls', format, filter } },
  );
  const accepted = performance.now() - started;
  await app.services.exports.runner.settled(createExport.id);
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  const busy = performance.eventLoopUtilization(elu);
  const idleMaxMs = await idle.stop();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const { exports } = await gql<{ exports: { id: number; state: string; rows_done: number; file_size: number }[] }>(
    url,
    cookie,
    '{ exports { id state rows_done file_size } }',
  );
  const job = exports.find((j) => j.id === createExport.id);
  const row: FormatResult = {
    format,
    state: job?.state ?? '?',
    rows: job?.rows_done ?? 0,
    fileMb: Math.round(((job?.file_size ?? 0) / MB) * 10) / 10,
    acceptedMs: Math.round(accepted),
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round((job?.rows_done ?? 0) / seconds),
    rssBaselineMb: Math.round(baseline / MB),
    rssGrowthMb: Math.round(((peak - baseline) / MB) * 10) / 10,
    loopDelayMaxMs: Math.round(delay.max / 1e5) / 10,
    loopDelayP99Ms: Math.round(delay.percentile(99) / 1e5) / 10,
    idleThreadDelayMaxMs: Math.round(idleMaxMs * 10) / 10,
    mainThreadBusyMs: Math.round(busy.active),
    mainThreadBusyMsPer1000Rows: Math.round((busy.active / Math.max(1, job?.rows_done ?? 0)) * 10_000) / 10,
  };
  return row;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
