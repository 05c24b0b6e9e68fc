import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';

/** A node of `EXPLAIN (ANALYZE, FORMAT JSON)`. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Rows the plan's scans of `relation` looked at — handed on or filtered out — over all their loops. */
export const rowsRead = (plan: PlanNode, relation: string): number =>
  nodesOf(plan)
    .filter((n) => n['Relation Name'] === relation)
    .reduce((sum, n) => sum + (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0)) * n['Actual Loops'], 0);

const dialect = new PgDialect();

const literal = (value: unknown): string => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An array parameter (`= any($n::int[])`) in Postgres' own array syntax.
  const text = Array.isArray(value)
    ? `{${value.join(',')}}`
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/**
 * Runs a query under `EXPLAIN ANALYZE` with a generic plan, made without the parameters' values, as
 * Postgres may plan a prepared statement after five runs (the server prepares its statements,
 * db/pglite/prepared-queries.ts, and plans them per run today, ADR 0048). A plain EXPLAIN plans with the
 * values, so it cannot show what a generic plan does (a partial index whose predicate depends on a
 * parameter is out of its reach). The statement is prepared by name and executed with `plan_cache_mode =
 * force_generic_plan`.
 */
export async function genericPlan(db: Db, query: SQLWrapper): Promise<PlanNode> {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  await db.execute(sql.raw(`prepare plan_probe as ${text}`));
  try {
    await db.execute(sql`set plan_cache_mode = force_generic_plan`);
    // EXECUTE's arguments are part of the utility statement, not parameters of it: written as literals.
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    const result = await db.execute(sql`explain (analyze, format json) execute plan_probe${sql.raw(args)}`);
    const [row] = (result as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const plan = row?.['QUERY PLAN'][0].Plan;
    if (!plan) throw new Error('no plan');
    return plan;
  } finally {
    await db.execute(sql`reset plan_cache_mode`);
    await db.execute(sql`deallocate plan_probe`);
  }
}
