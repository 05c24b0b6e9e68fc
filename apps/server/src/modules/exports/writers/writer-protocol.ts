import type { ExportFormat } from '../export-limits';

/**
 * What travels between the export's main-thread side and its worker thread. Rows go as arrays of plain
 * values (no objects, no Dates), so copying a batch of 1,000 into the worker costs the main thread
 * little; the worker formats them.
 */

/** How a column's values are written: datetime as epoch ms, duration in seconds. */
export type ColumnType = 'text' | 'number' | 'datetime' | 'duration';

export interface ColumnSpec {
  heading: string;
  type: ColumnType;
  /** In characters (XLSX column width); the PDF shares the page width in these proportions. */
  width: number;
}

export type Cell = string | number | null;

export interface WriterSetup {
  format: ExportFormat;
  /** The temp file the worker writes. */
  path: string;
  columns: ColumnSpec[];
  /** The system's, for dates. */
  timeZone: string;
  /** Sheet name and the PDF's heading. */
  title: string;
  systemName: string;
  /** "Erstellt am 26.11.2026 14:05". */
  created: string;
  /** The filter in words, a line each (PDF). */
  filterLines: string[];
  /** "Seite {n} von {m}". */
  pageTemplate: string;
  /** Set when the process has no TypeScript loader of its own (a test runner): the worker registers tsx. */
  registerTsx?: boolean;
}

export type ToWriter = { type: 'rows'; rows: Cell[][] } | { type: 'finish' };

export type FromWriter =
  | { type: 'ready' }
  | { type: 'ack' }
  | { type: 'finished'; bytes: number }
  | { type: 'failed'; message: string };

/** One format's streaming writer, inside the worker. */
export interface RowWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Ends the file; resolves when every byte is on disk. */
  finish(): Promise<void>;
}
