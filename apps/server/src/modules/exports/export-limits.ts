import type { PermissionCode } from '@wardlight/domain';

/** What can be exported (spec part 2 §2 "Call log and forms"). */
export const EXPORT_KINDS = ['calls', 'system_tree'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Spec part 2 §4. */
export type ExportState = 'New' | 'Running' | 'Complete' | 'Failed' | 'Canceled';
export const ACTIVE_STATES: readonly ExportState[] = ['New', 'Running'];

/**
 * The most rows one file may hold, per format (spec part 2 §5: "maximum rows exceeded"; the values are
 * ours, README "Exports"). A PDF page holds ~40 rows, so 100,000 rows are ~2,500 pages — more than anyone
 * prints; XLSX stays well below Excel's 1,048,576 rows per sheet; a CSV is read by other programs, which
 * take a million rows. Every format is written streaming, so the limits bound the time and the file, not
 * the server's memory.
 */
export const ROW_LIMITS: Readonly<Record<ExportFormat, number>> = {
  csv: 1_000_000,
  xlsx: 500_000,
  pdf: 100_000,
};

/**
 * Rows read from the database and handed to the writer at a time. On the embedded database a batch's
 * statement runs on the main thread, which the call path shares: 500 rows cost it ~5–15 ms
 * (bench/exports), so a pressed call waits at most that long behind an export.
 */
export const BATCH_SIZE = 500;
/**
 * The file goes into `export_chunks` in pieces of this size (memory holds one). Each piece is one
 * statement, on the embedded database on the main thread: 64 KB cost it a few ms, 256 KB ~40 ms.
 */
export const CHUNK_BYTES = 64 * 1024;
/** Progress reaches the requesting console at most this often. */
export const PROGRESS_EVERY_MS = 250;
/** Spec part 2 §9: exports are deleted after one month. */
export const KEEP_MONTHS = 1;
/** A job whose progress has not moved for this long runs nowhere any more (its instance died). */
export const STALE_AFTER_MS = 2 * 60_000;
/** The `exports` list and the subscription show this many of the caller's newest jobs. */
export const LIST_LIMIT = 50;

/** Which permission each kind needs, on top of the field's guard. */
export const PERMISSION_OF_KIND = {
  calls: 'calllog::use_module',
  system_tree: 'systemtree::use_module',
} as const satisfies Record<ExportKind, PermissionCode>;

export const isExportKind = (v: unknown): v is ExportKind =>
  typeof v === 'string' && (EXPORT_KINDS as readonly string[]).includes(v);
export const isExportFormat = (v: unknown): v is ExportFormat =>
  typeof v === 'string' && (EXPORT_FORMATS as readonly string[]).includes(v);

/** The same moment one calendar month later (31 January → 28/29 February, as Date would overflow). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + KEEP_MONTHS);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}
