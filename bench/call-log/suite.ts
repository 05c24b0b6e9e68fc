// Each scenario asked once and checked, then timed; and, with --explain, the plans of its statements.
import type { Database } from '../../apps/server/src/db/client';
import type { Tap } from './database';
import { callsStatements, explain } from './explain';
import { type Measured, timeRuns } from './measure';
import type { PageAnswer, Scenario } from './scenarios';

export type Ask = (args: Scenario['args']) => Promise<PageAnswer>;

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
      const problem = s.check(await ask(s.args));
      if (problem) throw new Error(`${s.label}: wrong answer: ${problem}`);
      const runs = Math.max(5, Math.round(options.runs / (s.runsDivisor ?? 1)));
      const timing = await timeRuns(() => ask(s.args), {
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
