import { type CallLogRange, DEFAULT_CALL_LOG_RANGE, isCallLogRange } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { callSources, callTypes, sections, systemTreeNodes } from '../../db/schema/index';
import type { CallLogFilter, CallLogFilterInput } from '../call-log/call-log.filter';
import type { CallLogSort } from '../call-log/call-log.query';
import { type CallColumn, type ExportTexts, fill } from './export-texts';
import { dateTimeText, durationText, type WallTime } from './writers/zoned-time';

/** Names listed before "and 12 more". */
const NAMES_SHOWN = 8;

type NamedTable = typeof sections | typeof callTypes | typeof callSources | typeof systemTreeNodes;

async function namesOf(db: DbOrTx, systemId: number, table: NamedTable, name: PgColumn, ids: number[]) {
  const rows = (await db
    .select({ id: table.id, name })
    .from(table)
    .where(and(eq(table.system_id, systemId), inArray(table.id, ids)))) as { id: number; name: string }[];
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? `#${id}`);
}

/**
 * The call log filter as the PDF's header (and the files' properties) says it: the range with its
 * times, each narrowing part that is set, and the order.
 */
export async function describeCallFilter(
  db: DbOrTx,
  systemId: number,
  input: CallLogFilterInput | null | undefined,
  filter: CallLogFilter,
  sort: CallLogSort,
  texts: ExportTexts,
  wall: (ms: number) => WallTime,
  asked: Date,
): Promise<string[]> {
  const t = texts.filter;
  const range: CallLogRange = isCallLogRange(input?.range) ? input.range : DEFAULT_CALL_LOG_RANGE;
  const at = (d: Date) => dateTimeText(wall(d.getTime()));
  const span = filter.from ? ` (${at(filter.from)} – ${at(filter.to ?? asked)})` : '';
  const lines = [`${t.range}: ${t.ranges[range]}${span}`];
  const list = (names: string[]) =>
    names.length > NAMES_SHOWN
      ? `${names.slice(0, NAMES_SHOWN).join(', ')} ${fill(t.more, { count: names.length - NAMES_SHOWN })}`
      : names.join(', ');
  const named: [string, number[] | null, NamedTable, PgColumn][] = [
    [t.sections, filter.sectionIds, sections, sections.name],
    [t.callTypes, filter.callTypeIds, callTypes, callTypes.name],
    [t.callSources, filter.callSourceIds, callSources, callSources.text],
    [t.nodes, filter.nodeIds, systemTreeNodes, systemTreeNodes.name],
  ];
  for (const [label, ids, table, name] of named)
    if (ids?.length) lines.push(`${label}: ${list(await namesOf(db, systemId, table, name, ids))}`);
  if (filter.state !== 'all') lines.push(`${t.state}: ${filter.state === 'open' ? texts.open : texts.closed}`);
  if (filter.text) lines.push(`${t.text}: "${filter.text}"`);
  if (filter.minDuration !== null) lines.push(`${t.minDuration} ${durationText(filter.minDuration)}`);
  if (filter.maxDuration !== null) lines.push(`${t.maxDuration} ${durationText(filter.maxDuration)}`);
  const column = texts.callColumns[sort.field as CallColumn] ?? sort.field;
  lines.push(`${t.sort}: ${column} (${sort.descending ? t.descending : t.ascending})`);
  return lines;
}
