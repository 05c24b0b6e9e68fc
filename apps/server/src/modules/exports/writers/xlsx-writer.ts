import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Cell, ColumnType, RowWriter, WriterSetup } from './writer-protocol';
import { wallDate, zonedClock } from './zoned-time';

/** Excel's own formats: the wall time as `dd.MM.yyyy HH:mm`, durations as `h:mm:ss` past 24 hours. */
const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  datetime: 'dd.mm.yyyy hh:mm',
  duration: '[h]:mm:ss',
};
/** Excel refuses a sheet name longer than this. */
const SHEET_NAME_MAX = 31;
/** Sheet XML that may wait for the zip's compression before the next batch is written. */
const ZIP_BACKLOG_BYTES = 1024 * 1024;

interface Pipe {
  _writableState?: { length: number };
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * The stream between the sheet's XML and the zip's compression. exceljs writes into it without looking
 * at its answer, so when rows come faster than they are compressed the XML piles up there (30 MB after
 * 100,000 rows, measured); the writer waits for it between batches. Not part of exceljs' API: without
 * it (another version) the writer does not wait, and bench/exports shows the memory it takes.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): Pipe | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes;
  const pipe = pipes?.[0];
  return pipe && typeof pipe._writableState?.length === 'number' ? pipe : null;
}

/**
 * exceljs' streaming WorkbookWriter: each row is committed (turned into XML and handed to the zip) as it
 * comes, without shared strings, so memory holds the rows of one batch at most. Dates and durations are
 * real cell values with a number format, so the sheet sorts and sums them.
 */
export function openXlsxWriter(setup: WriterSetup): RowWriter {
  const clock = zonedClock(setup.timeZone);
  const types = setup.columns.map((c) => c.type);
  const file = createWriteStream(setup.path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Wardlight';
  workbook.title = `${setup.title} – ${setup.systemName}`;
  workbook.subject = setup.filterLines.join('; ');
  const sheet = workbook.addWorksheet(setup.title.slice(0, SHEET_NAME_MAX), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = setup.columns.map((c) => {
    const numFmt = NUMBER_FORMATS[c.type];
    return { width: c.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(setup.columns.map((c) => c.heading));
  header.font = { bold: true };
  header.commit();

  const value = (cell: Cell, index: number): ExcelJS.CellValue => {
    if (cell === null) return null;
    switch (types[index]) {
      case 'datetime':
        return wallDate(clock(cell as number));
      case 'duration':
        return (cell as number) / 86_400;
      default:
        return cell;
    }
  };

  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row.map(value)).commit();
      // Compression and the file catch up before the next batch: memory holds about one batch.
      const backlog = zipBacklog(sheet);
      while (backlog && (backlog._writableState?.length ?? 0) > ZIP_BACKLOG_BYTES)
        await new Promise<void>((drained) => backlog.once('drain', drained));
      if (file.writableNeedDrain) await once(file, 'drain');
    },
    async finish() {
      sheet.commit();
      const closed = once(file, 'close');
      await workbook.commit();
      await closed;
    },
  };
}
