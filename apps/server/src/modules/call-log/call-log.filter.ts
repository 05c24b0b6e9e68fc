import { callLogWindow, DEFAULT_CALL_LOG_RANGE, IssueList, isCallLogRange } from '@wardlight/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { calls } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';

/** As the API receives it (CallLogFilter in schema.graphql). */
export interface CallLogFilterInput {
  range?: string | null;
  from?: string | Date | null;
  to?: string | Date | null;
  section_ids?: readonly number[] | null;
  call_type_ids?: readonly number[] | null;
  call_source_ids?: readonly number[] | null;
  node_ids?: readonly number[] | null;
  state?: string | null;
  text?: string | null;
  min_duration?: number | null;
  max_duration?: number | null;
}

/** Checked and with its window worked out: what a page, a count and an export all read. */
export interface CallLogFilter {
  from: Date | null;
  to: Date | null;
  sectionIds: number[] | null;
  callTypeIds: number[] | null;
  callSourceIds: number[] | null;
  nodeIds: number[] | null;
  state: 'open' | 'closed' | 'all';
  text: string | null;
  minDuration: number | null;
  maxDuration: number | null;
}

const MAX_IDS = 500;
const MAX_TEXT = 100;
const STATES = ['open', 'closed', 'all'] as const;

function ids(list: readonly number[] | null | undefined, field: string, issues: IssueList): number[] | null {
  if (list == null || list.length === 0) return null;
  if (list.length > MAX_IDS) issues.add(field, 'max_count', { max: MAX_IDS });
  return [...new Set(list)];
}

function time(value: string | Date | null | undefined, field: string, issues: IssueList): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) issues.add(field, 'invalid_value');
  return date;
}

/** Validates the filter (one error per field, as forms show them) and resolves its range to times. */
export function parseFilter(input: CallLogFilterInput | null | undefined, now: Date, timeZone: string): CallLogFilter {
  const f = input ?? {};
  const issues = new IssueList();
  const range = f.range ?? DEFAULT_CALL_LOG_RANGE;
  if (!isCallLogRange(range)) issues.add('range', 'invalid_value');
  const custom = { from: time(f.from, 'from', issues), to: time(f.to, 'to', issues) };
  if (range === 'custom' && custom.from && custom.to && custom.from >= custom.to) issues.add('to', 'start_before_end');
  const state = f.state ?? 'all';
  if (!(STATES as readonly string[]).includes(state)) issues.add('state', 'invalid_value');
  const text = f.text?.trim() || null;
  if (text && text.length > MAX_TEXT) issues.add('text', 'max_length', { max: MAX_TEXT });
  for (const field of ['min_duration', 'max_duration'] as const) {
    const v = f[field];
    if (v != null && v < 0) issues.add(field, 'min_value', { min: 0 });
  }
  if (f.min_duration != null && f.max_duration != null && f.min_duration > f.max_duration)
    issues.add('max_duration', 'min_value', { min: f.min_duration });
  const filter: CallLogFilter = {
    ...(isCallLogRange(range) ? callLogWindow(range, now, timeZone, custom) : { from: null, to: null }),
    sectionIds: ids(f.section_ids, 'section_ids', issues),
    callTypeIds: ids(f.call_type_ids, 'call_type_ids', issues),
    callSourceIds: ids(f.call_source_ids, 'call_source_ids', issues),
    nodeIds: ids(f.node_ids, 'node_ids', issues),
    state: state as CallLogFilter['state'],
    text,
    minDuration: f.min_duration ?? null,
    maxDuration: f.max_duration ?? null,
  };
  if (!issues.ok) throw new ValidationFailed(issues.issues);
  return filter;
}

/** The nodes and every node below them, in one statement. */
async function withDescendants(db: DbOrTx, systemId: number, roots: number[]): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive below(id) as (
      select id from system_tree_nodes where system_id = ${systemId} and id = any(${`{${roots.map(Number).join(',')}}`}::int[])
      union
      select n.id from system_tree_nodes n join below b on n.parent_id = b.id where n.system_id = ${systemId}
    )
    select id from below`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An open call counts with the time it has been open. */
export const durationSoFar = sql<number>`coalesce(${calls.duration}, greatest(0, extract(epoch from (now() - ${calls.opened_at})))::int)`;

/** The filter but its period as a condition on `calls` (the system and the caller's scope are added by the caller). */
export async function filterCondition(db: DbOrTx, systemId: number, f: CallLogFilter): Promise<SQL | undefined> {
  // The period (f.from, f.to) is not here: a read bounds it itself (CallQuery, ADR 0030).
  const parts: (SQL | undefined)[] = [];
  if (f.sectionIds) parts.push(inArray(calls.section_id, f.sectionIds));
  if (f.callTypeIds) parts.push(inArray(calls.call_type_id, f.callTypeIds));
  if (f.callSourceIds) parts.push(inArray(calls.call_source_id, f.callSourceIds));
  if (f.nodeIds) {
    const nodes = await withDescendants(db, systemId, f.nodeIds);
    parts.push(nodes.length ? inArray(calls.system_tree_node_id, nodes) : sql`false`);
  }
  if (f.state !== 'all') parts.push(eq(calls.is_closed, f.state === 'closed'));
  if (f.text) {
    const pattern = like(f.text);
    parts.push(
      or(
        sql`${calls.device_text_short} ilike ${pattern}`,
        sql`${calls.device_text_long} ilike ${pattern}`,
        sql`${calls.call_type_text} ilike ${pattern}`,
        sql`coalesce(${calls.position}, '') ilike ${pattern}`,
        sql`${calls.section_name} ilike ${pattern}`,
        sql`coalesce(${calls.handled_by_app_username}, '') ilike ${pattern}`,
      ),
    );
  }
  if (f.minDuration !== null) parts.push(sql`${durationSoFar} >= ${f.minDuration}`);
  if (f.maxDuration !== null) parts.push(sql`${durationSoFar} <= ${f.maxDuration}`);
  return parts.length ? and(...parts) : undefined;
}
