// The call log over a year of calls (DESIGN §7: a page p95 ≤ 100 ms, keyset pagination; issue 12).
// Run from the repository root:
//   npx tsx bench/call-log/run.ts [--pg | --database-url URL] [--rows 3600000] [--days 365] [--fresh]
//                                 [--explain] [--trgm] [--no-http]
// Generates the calls inside the database (PGlite's is cached under /tmp), then times the log's pages
// through the service the API runs and through GraphQL on the real app, prints a table (README.md).
import { cpus, loadavg, platform, release } from 'node:os';
import type { Principal } from '@wardlight/domain';
import { createCallLogService } from '../../apps/server/src/modules/call-log/call-log.service';
import type { LinkManager } from '../../apps/server/src/modules/systems/link-manager';
import { codeVersion } from '../shared/run-info';
import { config } from './config';
import { openBenchDatabase } from './database';
import { startHttp } from './http';
import { runMain } from './lifecycle';
import type { Measured } from './measure';
import { type CallLogBenchResult, type Pass, printResult, type QueryResult, withinBudget, writeResult } from './report';
import { PAGE_SIZE, type PageAnswer, type Scenario, scenarios } from './scenarios';
import { analyze, dropStatistics, hasStatistics } from './stats';
import { explainScenarios, measureScenarios } from './suite';
import { withTrigramIndex } from './trgm';

const log = (line: string) => console.error(`[bench] ${line}`);
const loads = () => loadavg().map((x) => Math.round(x * 100) / 100);

/** A superuser sees every call of the system: the scope adds nothing but the system. */
const SUPERUSER: Principal = { id: 1, isSuperuser: true, permissions: new Set(), systemAccess: [] };

async function main(): Promise<number> {
  const loadBefore = loads();
  log(`load average ${loadBefore.join(' ')}`);
  const bench = await openBenchDatabase(config, log);
  const { database } = bench;
  // A run stopped in its pass without statistics leaves a cached table without them.
  if (!(await hasStatistics(database)))
    log(`no statistics on calls: ANALYZE (${(await analyze(database)).toFixed(1)} s)`);
  const { systemId } = bench.generated;
  // As services.ts makes it; closeCall (the only user of the link manager) is not measured.
  const service = createCallLogService({ db: database.db, links: {} as LinkManager });
  const servicePage = (args: Scenario['args']) =>
    service.page(SUPERUSER, systemId, args) as Promise<unknown> as Promise<PageAnswer>;

  const wanted = (key: string) => !config.only || config.only.includes(key);
  let after: string | null = null;
  const walkStarted = performance.now();
  if (wanted('deep')) {
    log(`walking ${config.depth.toLocaleString('en')} pages of ${PAGE_SIZE} from the top …`);
    for (let i = 1; i < config.depth; i++) {
      const page: PageAnswer = await servicePage({ filter: { range: 'since_beginning' }, first: PAGE_SIZE, after });
      if (!page.next) throw new Error(`the log ends after page ${i}: fewer calls than ${config.depth} pages`);
      after = page.next;
    }
  }
  const walkSeconds = (performance.now() - walkStarted) / 1000;
  const list = scenarios(after ?? '').filter((s) => wanted(s.key));
  if (list.length === 0) throw new Error(`--only ${config.only?.join(',')}: no such query`);

  const options = { runs: config.runs, warmup: config.warmup, maxSeconds: config.maxSeconds };
  const resultsOf = (times: Map<string, Measured>, http: Map<string, Measured> | null): QueryResult[] =>
    list
      .filter((s) => times.has(s.key))
      .map((s) => ({
        key: s.key,
        label: s.label,
        budget: s.budget,
        service: times.get(s.key) as Measured,
        http: http?.get(s.key) ?? null,
      }));
  const passes: Pass[] = [];
  let analyzeSeconds: number | null = null;

  if (config.stats !== 'none') {
    log('with statistics — service (createCallLogService(...).page, as the resolver calls it) …');
    const serviceTimes = await measureScenarios(list, servicePage, options, log);
    let httpTimes: Map<string, Measured> | null = null;
    if (config.http) {
      log('with statistics — GraphQL over the real app (app.inject) …');
      const http = await startHttp(database, systemId);
      httpTimes = await measureScenarios(
        list.filter((s) => !s.slow),
        (args) => http.page(args),
        options,
        log,
      );
    }
    passes.push({
      stats: 'analyzed',
      queries: resultsOf(serviceTimes, httpTimes),
      explains: config.explain ? await explainScenarios(list, servicePage, database, bench.tap) : [],
      trgm: config.trgm
        ? await withTrigramIndex(bench, log, async () =>
            resultsOf(
              await measureScenarios(
                list.filter((s) => s.key.startsWith('text')),
                servicePage,
                options,
                log,
              ),
              null,
            ),
          )
        : null,
    });
  }
  if (config.stats !== 'analyzed') {
    await dropStatistics(database);
    try {
      log('without statistics, as a server runs PGlite — service …');
      const times = await measureScenarios(list, servicePage, { ...options, minRuns: 3 }, log);
      passes.push({
        stats: 'none',
        queries: resultsOf(times, null),
        explains: config.explain ? await explainScenarios(list, servicePage, database, bench.tap) : [],
        trgm: null,
      });
    } finally {
      analyzeSeconds = await analyze(database);
      log(`statistics restored: ANALYZE calls took ${analyzeSeconds.toFixed(1)} s`);
    }
  }

  const result: CallLogBenchResult = {
    benchmark: 'call-log',
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      node: process.version,
      os: `${platform()} ${release()}`,
      loadBefore,
      loadAfter: loads(),
    },
    code: codeVersion(),
    config,
    database: bench.label,
    generated: bench.generated,
    walk: {
      pages: wanted('deep') ? config.depth : 0,
      seconds: walkSeconds,
      msPerPage: (walkSeconds * 1000) / Math.max(1, config.depth - 1),
    },
    passes,
    analyzeSeconds,
  };
  printResult(result);
  console.log(`\nwritten ${writeResult(result)}`);
  return passes.some((p) => p.queries.some((q) => q.budget && !withinBudget(q.service))) ? 2 : 0;
}

runMain(main, config.timeoutMs);
