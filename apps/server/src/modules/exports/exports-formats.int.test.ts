import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin } from '../../../test/seed';
import { MINUTE, seedExportCalls, seedExportConfiguration } from './export-seed';
import { download, exportDone, two } from './exports-test-kit';

/** Each export starts a worker thread; on a loaded CI machine that alone takes seconds. */
const SLOW = { timeout: 120_000 };

// Each format written by the worker thread, downloaded over HTTP and read back: the rows of the filter
// in the log's order, headings in the user's language, times in the system's zone (issue 12.5).

let server: TestServer;
let admin: TestClient;
let systemId: number;
/** Whole minutes, so the times in the files are exact. */
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
const CALLS = 60;

/** Call i as the files should show it (export-seed.ts), in Europe/Zurich. */
const zurich = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const at = (ms: number) => zurich.format(ms).replace(',', '');
const openedOf = (i: number) => at(NOW.getTime() - i * MINUTE);
const durationOf = (i: number) => (i % 10 === 0 ? '' : `0:0${i % 7}:05`);

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemId = 0] = await addSystems(server, ['Haus Sonnenblick']);
  admin.system = two(systemId);
  const db = server.app.database.db;
  await seedExportConfiguration(db, systemId);
  await seedExportCalls(db, systemId, CALLS, NOW);
}, 60_000);
afterAll(() => server.close());

const SECTION_A = { range: 'since_beginning', section_ids: [1] };

describe('a calls export', SLOW, () => {
  it('writes a CSV with BOM and semicolons, German headings and the log’s rows newest first', async () => {
    const job = await exportDone(admin, { kind: 'calls', format: 'csv', filter: SECTION_A });
    const file = await download(admin, job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(Number(file.headers.get('content-length'))).toBe(file.body.length);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="anrufe-\d{4}-\d\d-\d\d\.csv"/);
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(file.body.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual([
      'Rufquelle',
      'Ruftyp',
      'Geöffnet',
      'Geschlossen',
      'Dauer',
      'Gerätetext lang',
      'Gerätetext kurz',
      'Position',
      'Sektor',
      'Bearbeitet von',
      'Status',
    ]);
    const odd = Array.from({ length: CALLS / 2 }, (_, k) => 2 * k + 1);
    expect(rows.slice(1).map((r) => r[5])).toEqual(odd.map((i) => `Zimmer ${i}`));
    expect(rows[1]).toEqual([
      'Zimmer',
      'Ruf',
      openedOf(1),
      at(NOW.getTime() + 5000),
      '0:01:05',
      'Zimmer 1',
      'Z1',
      '',
      'Station A',
      '',
      'geschlossen',
    ]);
    const fifteen = rows.find((r) => r[5] === 'Zimmer 15');
    expect(fifteen).toEqual([
      'Zimmer',
      'Ruf',
      openedOf(15),
      expect.any(String),
      durationOf(15),
      'Zimmer 15',
      'Z15',
      'Flur',
      'Station A',
      'Pflege Anna',
      'geschlossen',
    ]);
    expect(job).toMatchObject({
      rows_total: CALLS / 2,
      rows_done: CALLS / 2,
      progress: 1,
      file_size: file.body.length,
    });
  });

  it('writes an XLSX with a frozen heading row, real dates in the system’s zone and durations', async () => {
    admin.locale = 'en';
    const job = await exportDone(admin, {
      kind: 'calls',
      format: 'xlsx',
      filter: { range: 'since_beginning', state: 'open' },
      sort: { field: 'opened_at', descending: false },
    });
    admin.locale = 'de';
    const file = await download(admin, job.id);
    expect(file.headers.get('content-disposition')).toMatch(/filename="calls-\d{4}-\d\d-\d\d\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Calls');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Call source',
      'Call type',
      'Opened',
      'Closed',
      'Duration',
      'Device text long',
      'Device text short',
      'Position',
      'Section',
      'Handled by',
      'State',
    ]);
    // Every 10th call is open; ascending: the oldest first.
    const open = [60, 50, 40, 30, 20, 10];
    expect(sheet?.rowCount).toBe(1 + open.length);
    open.forEach((i, k) => {
      const row = sheet?.getRow(k + 2);
      expect(row?.getCell(6).value).toBe(`Zimmer ${i}`);
      expect(row?.getCell(11).value).toBe('open');
      const opened = row?.getCell(3).value as Date;
      expect(at(opened.getTime() - zoneOffset(opened))).toBe(openedOf(i));
      expect(row?.getCell(3).numFmt).toBe('dd.mm.yyyy hh:mm');
    });
    const closed = await exportDone(admin, {
      kind: 'calls',
      format: 'xlsx',
      filter: { range: 'since_beginning', state: 'closed', text: 'Zimmer 3' },
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load((await download(admin, closed.id)).body as unknown as ArrayBuffer);
    const three = book2.worksheets[0]?.getRow(2);
    // A reader takes a time-formatted number for a time of Excel's day zero: 0:03:05.
    expect(three?.getCell(5).value).toEqual(new Date(Date.UTC(1899, 11, 30, 0, 3, 5)));
    expect(three?.getCell(5).numFmt).toBe('[h]:mm:ss');
  });

  it('writes a PDF with the system, the filter in words, page numbers and the rows', async () => {
    const job = await exportDone(admin, { kind: 'calls', format: 'pdf', filter: SECTION_A });
    const file = await download(admin, job.id);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: file.body });
    const { text, total } = await parser.getText();
    await parser.destroy();
    expect(total).toBe(1);
    expect(text).toContain('Anrufe – Haus Sonnenblick');
    expect(text).toMatch(/Zeitraum: seit Beginn/);
    expect(text).toContain('Sektoren: Station A');
    expect(text).toContain('Sortiert nach: Geöffnet (absteigend)');
    expect(text).toMatch(/Seite 1 von ?1/);
    expect(text).toContain(`Zimmer Ruf ${openedOf(1)}`);
    for (let i = 1; i < CALLS; i += 2) expect(text).toContain(`Zimmer ${i} Z${i} `);
    expect(text).not.toContain('Zimmer 2 ');
  });

  it('numbers the pages of a long PDF as "page n of m"', async () => {
    const job = await exportDone(admin, { kind: 'calls', format: 'pdf', filter: { range: 'since_beginning' } });
    const parser = new PDFParse({ data: (await download(admin, job.id)).body });
    const { text, total } = await parser.getText();
    await parser.destroy();
    expect(total).toBe(2);
    expect(text).toMatch(/Seite 1 von ?2/);
    expect(text).toMatch(/Seite 2 von ?2/);
  });
});

describe('a system tree export', SLOW, () => {
  it('writes one row per node, parents first, with the names above it, in the user’s language', async () => {
    admin.locale = 'fr';
    const job = await exportDone(admin, { kind: 'system_tree', format: 'csv' });
    admin.locale = 'de';
    const file = await download(admin, job.id);
    expect(file.headers.get('content-disposition')).toMatch(/filename="arborescence-\d{4}-\d\d-\d\d\.csv"/);
    const rows = parse(file.body.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];
    expect(rows).toEqual([
      ['Type', 'Nom', 'Numéro', 'Secteur', 'Numéro de série', 'Texte court', 'Texte long', 'Parents'],
      ['Bâtiment', 'Haus Sonnenblick', '', '', '', '', '', ''],
      ['Étage', 'EG', '', '', '', '', '', 'Haus Sonnenblick'],
      ['Chambre', '101', '', 'Station A', '', '', '', 'Haus Sonnenblick / EG'],
      ['Appareil', 'Bett 1', '10', 'Station A', 'SN-10', 'Z101', 'Zimmer 101 Bett 1', 'Haus Sonnenblick / EG / 101'],
      ['Radio', 'Funk 11', '11', 'Station A', 'SN-11', 'F11', 'Funk Zimmer 101', 'Haus Sonnenblick / EG / 101'],
      ['Appareil', 'Bad 12', '12', 'Station B', '', 'B12', 'Bad EG', 'Haus Sonnenblick / EG'],
    ]);
  });

  it('writes the tree as XLSX and PDF too', async () => {
    const xlsx = await exportDone(admin, { kind: 'system_tree', format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(admin, xlsx.id)).body as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getColumn(8).values.slice(1)).toEqual([
      'Übergeordnet',
      undefined,
      'Haus Sonnenblick',
      'Haus Sonnenblick / EG',
      'Haus Sonnenblick / EG / 101',
      'Haus Sonnenblick / EG / 101',
      'Haus Sonnenblick / EG',
    ]);
    const pdf = await exportDone(admin, { kind: 'system_tree', format: 'pdf' });
    const parser = new PDFParse({ data: (await download(admin, pdf.id)).body });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Systembaum – Haus Sonnenblick');
    expect(text).toContain('Gerät Bett 1 10 Station A SN-10 Z101 Zimmer 101 Bett 1 Haus Sonnenblick / EG / 101');
  });
});

/** The zone's offset at a wall time written as UTC (a spreadsheet's date has no zone of its own). */
function zoneOffset(wallAsUtc: Date): number {
  const guess = wallAsUtc.getTime();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(guess)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map(
    (k) => parts[k] as number,
  );
  return Date.UTC(y, mo - 1, d, h, mi, s) - guess;
}
