// The flags of bench/call-log, checked before anything starts.
import { parseArgs } from 'node:util';
import { numberFlag } from '../shared/run-info';

const { values: args } = parseArgs({
  options: {
    // Calls generated over --days days that end today (local time of the system), ≈ 9,900 a day by default.
    rows: { type: 'string', default: '3600000' },
    days: { type: 'string', default: '365' },
    // PostgreSQL: a throwaway cluster (scripts/postgres.mjs) or an existing database (its `public` schema is
    // migrated and the bench's system added; the calls table must hold no other system's rows at that id).
    pg: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    // PGlite: the generated data directory is kept under /tmp keyed by --rows/--days and the generator's
    // version, so a rerun only measures; --fresh generates it again.
    fresh: { type: 'boolean', default: false },
    'no-cache': { type: 'boolean', default: false },
    // analyzed: the table as the bench made it (VACUUM ANALYZE); none: as a server's PGlite has it (never
    // analysed), timed through the service only; both (PGlite's default): one pass each.
    stats: { type: 'string' },
    // Only these queries (keys of scenarios.ts, comma-separated), e.g. --only web-30d,count.
    only: { type: 'string' },
    // Timed runs per query after the warm-up runs.
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    // A query slower than this in all stops after 5 timed runs (the searches matching nothing after 3), s.
    'max-seconds': { type: 'string', default: '60' },
    // The page fetched repeatedly in the "deep" query: this many pages of 50 from the top.
    depth: { type: 'string', default: '1000' },
    // Without the second measurement through GraphQL over the real Fastify app (app.inject).
    'no-http': { type: 'boolean', default: false },
    // EXPLAIN (ANALYZE, BUFFERS) of each query's page statement, printed after the table.
    explain: { type: 'boolean', default: false },
    // A pg_trgm GIN index on the searched texts, made for this run only, and the text queries again.
    trgm: { type: 'boolean', default: false },
    // Whole run, s (generation included).
    timeout: { type: 'string', default: '3600' },
  },
});

const databaseUrl = args['database-url'];
if (databaseUrl) {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(host) && !host.startsWith('/'))
    throw new Error(`--database-url must be on this machine (a bench writes millions of rows), got ${host}`);
}

const database = databaseUrl ? ('url' as const) : args.pg ? ('pg' as const) : ('pglite' as const);
const stats = args.stats ?? (database === 'pglite' ? 'both' : 'analyzed');
if (!['analyzed', 'none', 'both'].includes(stats))
  throw new Error(`--stats must be analyzed, none or both, got "${stats}"`);

export const config = {
  rows: Math.round(numberFlag('rows', args.rows, 1000)),
  days: Math.round(numberFlag('days', args.days, 1)),
  database,
  stats: stats as 'analyzed' | 'none' | 'both',
  only: args.only ? args.only.split(',').map((k) => k.trim()) : null,
  databaseUrl,
  fresh: args.fresh,
  cache: !args['no-cache'],
  runs: Math.round(numberFlag('runs', args.runs, 1)),
  warmup: Math.round(numberFlag('warmup', args.warmup, 0)),
  maxSeconds: numberFlag('max-seconds', args['max-seconds'], 1),
  depth: Math.round(numberFlag('depth', args.depth, 1)),
  http: !args['no-http'],
  explain: args.explain,
  trgm: args.trgm,
  timeoutMs: numberFlag('timeout', args.timeout, 10) * 1000,
};

export type BenchConfig = typeof config;
