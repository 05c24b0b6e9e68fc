import type { NodeKind } from '@wardlight/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CallLogSort, forEachBatch } from '../call-log/call-log.query';
import type { CallRow } from '../calls/calls.repository';
import { BATCH_SIZE } from './export-limits';
import { CALL_COLUMNS, type CallColumn, type ExportTexts, TREE_COLUMNS, type TreeColumn } from './export-texts';
import { treeBatch } from './tree-walk';
import type { Cell, ColumnSpec, ColumnType } from './writers/writer-protocol';

/** What an export reads: its columns, and its rows a batch at a time (`onBatch` false: stop). */
export interface ExportSource {
  columns: ColumnSpec[];
  forEachBatch(onBatch: (rows: Cell[][]) => Promise<boolean>): Promise<void>;
}

const CALL_LAYOUT: Record<CallColumn, { type: ColumnType; width: number }> = {
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

const TREE_LAYOUT: Record<TreeColumn, { type: ColumnType; width: number }> = {
  kind: { type: 'text', width: 12 },
  name: { type: 'text', width: 22 },
  number: { type: 'number', width: 8 },
  section: { type: 'text', width: 16 },
  serial: { type: 'text', width: 14 },
  text_short: { type: 'text', width: 14 },
  text_long: { type: 'text', width: 24 },
  path: { type: 'text', width: 40 },
};

/** The spec's call columns (part 2 §2), in the order of the log. */
export function callsSource(db: Db, where: SQL, sort: CallLogSort, texts: ExportTexts): ExportSource {
  const cells = (c: CallRow): Cell[] => [
    c.call_source_text,
    c.call_type_text,
    c.opened_at.getTime(),
    c.closed_at?.getTime() ?? null,
    c.duration,
    c.device_text_long,
    c.device_text_short,
    c.position,
    c.section_name,
    c.handled_by_app_username,
    c.is_closed ? texts.closed : texts.open,
  ];
  return {
    columns: CALL_COLUMNS.map((key) => ({ heading: texts.callColumns[key], ...CALL_LAYOUT[key] })),
    forEachBatch: (onBatch) => forEachBatch(db, where, sort, BATCH_SIZE, (rows) => onBatch(rows.map(cells))),
  };
}

/** One row per node of the system tree, parents before their children, with the names above each. */
export function treeSource(db: Db, systemId: number, texts: ExportTexts): ExportSource {
  return {
    columns: TREE_COLUMNS.map((key) => ({ heading: texts.treeColumns[key], ...TREE_LAYOUT[key] })),
    async forEachBatch(onBatch) {
      let after: number[] = [];
      for (;;) {
        const nodes = await treeBatch(db, systemId, after, BATCH_SIZE);
        const rows = nodes.map((n): Cell[] => [
          texts.kinds[n.kind as NodeKind] ?? n.kind,
          n.name,
          n.number,
          n.section_name,
          n.serial,
          n.text_short,
          n.text_long,
          n.path,
        ]);
        if (rows.length && !(await onBatch(rows))) return;
        const last = nodes.at(-1);
        if (nodes.length < BATCH_SIZE || !last) return;
        after = last.ord;
      }
    },
  };
}
