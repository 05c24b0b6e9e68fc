import { setImmediate } from 'node:timers/promises';
import type { Db } from '../../db/client';
import type { CallLogSort } from '../call-log/call-log.query';
import type { CallQuery } from '../call-log/call-scan';
import { type CallCursor, callsBatch } from './call-walk';
import { BATCH_SIZE } from './export-limits';
import { CALL_COLUMNS, type CallColumn, type ExportTexts, TREE_COLUMNS, type TreeColumn } from './export-texts';
import { treeBatch } from './tree-walk';
import type { ColumnSpec, ColumnType } from './writers/writer-protocol';

/** A batch as the database wrote it: a JSON array of rows, which only the worker thread parses. */
export interface Batch {
  json: string;
  count: number;
}

/**
 * What an export reads: its columns, and its rows a batch at a time, at most `max` in all (`onBatch`
 * false: stop).
 */
export interface ExportSource {
  columns: ColumnSpec[];
  forEachBatch(max: number, onBatch: (batch: Batch) => Promise<boolean>): Promise<void>;
}

type Layout = { type: ColumnType; width: number };

const CALL_LAYOUT: Record<CallColumn, Layout> = {
  call_source_text: { type: 'text', width: 14 },
  call_type_text: { type: 'text', width: 16 },
  opened_at: { type: 'datetime', width: 16 },
  closed_at: { type: 'datetime', width: 16 },
  duration: { type: 'duration', width: 9 },
  device_text_long: { type: 'text', width: 26 },
  device_text_short: { type: 'text', width: 14 },
  position: { type: 'text', width: 14 },
  section_name: { type: 'text', width: 16 },
  handled_by_app_username: { type: 'text', width: 16 },
  state: { type: 'text', width: 11 },
};

const TREE_LAYOUT: Record<TreeColumn, Layout> = {
  kind: { type: 'text', width: 12 },
  name: { type: 'text', width: 22 },
  number: { type: 'number', width: 8 },
  section: { type: 'text', width: 16 },
  serial: { type: 'text', width: 14 },
  text_short: { type: 'text', width: 14 },
  text_long: { type: 'text', width: 24 },
  path: { type: 'text', width: 40 },
};

/** Batches by cursor until the source is done, `max` rows are read or `onBatch` says stop. */
async function walk<C>(
  max: number,
  read: (after: C | null, limit: number) => Promise<Batch & { last: C | null; done: boolean }>,
  onBatch: (batch: Batch) => Promise<boolean>,
): Promise<void> {
  let after: C | null = null;
  let left = max;
  while (left > 0) {
    const limit = Math.min(BATCH_SIZE, left);
    const batch = await read(after, limit);
    if (batch.count > 0 && !(await onBatch(batch))) return;
    if (batch.done || batch.last === null) return;
    left -= batch.count;
    after = batch.last;
    // An empty batch (a stretch without a match) has given the event loop no turn.
    if (batch.count === 0) await setImmediate();
  }
}

/** The spec's call columns (part 2 §2), in the order of the log. */
export function callsSource(db: Db, query: CallQuery, sort: CallLogSort, texts: ExportTexts): ExportSource {
  return {
    columns: CALL_COLUMNS.map((key) => ({
      heading: texts.callColumns[key],
      ...CALL_LAYOUT[key],
      ...(key === 'state' ? { labels: { true: texts.closed, false: texts.open } } : {}),
    })),
    forEachBatch: (max, onBatch) =>
      walk<CallCursor>(max, (after, limit) => callsBatch(db, query, sort, after, limit), onBatch),
  };
}

/** One row per node of the system tree, parents before their children, with the names above each. */
export function treeSource(db: Db, systemId: number, texts: ExportTexts): ExportSource {
  return {
    columns: TREE_COLUMNS.map((key) => ({
      heading: texts.treeColumns[key],
      ...TREE_LAYOUT[key],
      ...(key === 'kind' ? { labels: texts.kinds } : {}),
    })),
    forEachBatch: (max, onBatch) =>
      walk<number[]>(
        max,
        async (after, limit) => {
          const batch = await treeBatch(db, systemId, after ?? [], limit);
          return { ...batch, done: batch.count < limit };
        },
        onBatch,
      ),
  };
}
