import type { ExportFormat } from '../export-limits';

/**
 * What travels between the export's main-thread side and its worker thread. A batch goes as the JSON
 * text the database built (call-walk.ts): the main thread neither parses nor copies its rows; the
 * worker parses and formats them.
 */

/** How a column's values are written: datetime as epoch ms, duration in seconds. */
export type ColumnType = 'text' | 'number' | 'datetime' | 'duration';

export interface ColumnSpec {
  heading: string;
  type: ColumnType;
  /** In characters (XLSX column width); the PDF shares the page width in these proportions. */
  width: number;
  /** Texts for stored values (`true` → "geschlossen", `room` → "Zimmer"); other values are shown as they are. */
  labels?: Record<string, string>;
}

export type Cell = string | number | boolean | null;

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
}

export type ToWriter = { type: 'rows'; json: string } | { type: 'finish' };

export type FromWriter =
  | { type: 'ready' }
  | { type: 'ack' }
  | { type: 'finished'; bytes: number }
  | { type: 'failed'; message: string };

/** One format's streaming writer, inside the worker; rows come with their labels applied. */
export interface RowWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Ends the file; resolves when every byte is on disk. */
  finish(): Promise<void>;
}
