// Each scenario asked once and checked, then timed; and, with --explain, the plans of its statements.
import type { Database } from '../../apps/server/src/db/client';
import type { Tap } from './database';
import { callsStatements, explain } from './explain';
import { type Measured, timeRuns } from './measure';
import type { PageAnswer, Scenario } from './scenarios';

export type Ask = (args: Scenario['args']) => Promise<PageAnswer>;

/** A search as the web runs it: on from `next` until the page is full or the range is searched. */
async function searchAll(ask: Ask, args: Scenario['args']): Promise<PageAnswer> {
  const first = args.first ?? 50;
  const items: PageAnswer['items'] = [];
  let answer = await ask(args);
  let requests = 1;
  items.push(...answer.items);
  while (answer.next && items.length < first && requests < 100_000) {
    answer = await ask({ ...args, after: answer.next, count: false });
    items.push(...answer.items);
    requests += 1;
  }
  return { ...answer, items: items.slice(0, first), requests };
}

/** The database's own reason when drizzle wrapped it (a statement timeout), on one line. */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).split('\n')[0] ?? '?';
}

export async function measureScenarios(
  list: Scenario[],
  ask: Ask,
  options: { runs: number; warmup: number; maxSeconds: number; minRuns?: number },
  log: (line: string) => void,
): Promise<Map<string, Measured>> {
  const results = new Map<string, Measured>();
  for (const s of list) {
    try {
      const run = s.search ? () => searchAll(ask, s.args) : () => ask(s.args);
      const answer = await run();
      const problem = s.check(answer);
      if (problem) throw new Error(`${s.label}: wrong answer: ${problem}`);
      if (answer.requests && answer.requests > 1) log(`${s.label}: ${answer.requests} requests`);
      const runs = Math.max(5, Math.round(options.runs / (s.runsDivisor ?? 1)));
      const timing = await timeRuns(run, {
        ...options,
        runs,
        minRuns: Math.min(runs, s.slow ? 3 : (options.minRuns ?? 5)),
      });
      log(
        `${s.label}: p50 ${timing.p50} / p95 ${timing.p95} ms, event loop held ≤ ${timing.stallMax} ms (load ${timing.load1m})`,
      );
      results.set(s.key, timing);
    } catch (error) {
      if (error instanceof Error && error.message.includes('wrong answer')) throw error;
      // Reported, not fatal: PostgreSQL's statement timeout for the console ends a search over the whole year.
      log(`${s.label}: failed: ${reason(error)}`);
      results.set(s.key, { error: reason(error) });
    }
  }
  return results;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements on `calls` that one page of each scenario sent. */
export async function explainScenarios(list: Scenario[], ask: Ask, database: Database, tap: Tap) {
  const explains: { key: string; plans: string[] }[] = [];
  for (const s of list) {
    tap.statements = [];
    tap.on = true;
    try {
      await ask(s.args);
    } catch {
      // Its statement is still explained below (and fails the same way, which is then shown).
    } finally {
      tap.on = false;
    }
    const plans: string[] = [];
    for (const statement of callsStatements(tap.statements))
      plans.push(await explain(database, statement).catch((error: unknown) => `EXPLAIN failed: ${reason(error)}`));
    explains.push({ key: s.key, plans });
  }
  return explains;
}
