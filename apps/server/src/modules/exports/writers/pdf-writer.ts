import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { fill } from '../export-texts';
import { internals, num, rawFont } from './pdf-internals';
import { pageCountMark } from './pdf-page-count';
import { fitText, toWinAnsi, winAnsiHex } from './pdf-text';
import type { Cell, RowWriter, WriterSetup } from './writer-protocol';
import { dateTimeText, durationText, zonedClock } from './zoned-time';

const MARGIN = 28;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const SIZE = 7.5;
const ROW = 11;
const HEAD_ROW = 14;
const PAD = 2;
const FOOTER = 14;

/**
 * pdfkit, landscape A4: each page has the system's name, the title, when it was asked for, the filter in
 * words, the table's heading and "page n of m". Pages are written out as they fill (no bufferPages, which
 * would hold every page until the end); the total in "of m" is a form XObject that every page draws and
 * that is written once, after the last page, when the count is known (pdf-page-count.ts). The cells go
 * straight into the page's content stream (pdf-internals.ts says why). The standard fonts carry
 * Windows-1252 only: other characters print as "?" (pdf-text.ts).
 */
export function openPdfWriter(setup: WriterSetup): RowWriter {
  const clock = zonedClock(setup.timeZone);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    autoFirstPage: false,
    bufferPages: false,
    info: { Title: `${setup.title} – ${setup.systemName}`, Author: 'Wardlight', Subject: setup.filterLines.join('; ') },
  });
  const file = createWriteStream(setup.path);
  doc.pipe(file);
  const failed = new Promise<never>((_resolve, reject) => {
    doc.once('error', reject);
    file.once('error', reject);
  });
  failed.catch(() => undefined);

  const width = 841.89 - 2 * MARGIN;
  const total = setup.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = setup.columns.map((c) => (c.width / total) * width);
  const xs = widths.map((_w, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const types = setup.columns.map((c) => c.type);
  const pageCount = pageCountMark(doc, FONT, 7);
  const regular = rawFont(doc, FONT);
  const ascent = (regular.ascender / 1000) * SIZE;
  let height = 0;
  const fits = widths.map(() => new Map<string, string>());
  let page = 0;
  let y = 0;
  let bottom = 0;
  let row = 0;

  /** A cell's text cut to its column; texts repeat (types, sections), so each is measured once. */
  const fit = (text: string, index: number): string => {
    const cache = fits[index] as Map<string, string>;
    let fitted = cache.get(text);
    if (fitted === undefined) {
      fitted = fitText(doc, toWinAnsi(text), (widths[index] ?? 0) - 2 * PAD);
      if (cache.size > 5_000) cache.clear();
      cache.set(text, fitted);
    }
    return fitted;
  };

  function newPage(): void {
    doc.addPage();
    page += 1;
    height = doc.page.height;
    doc.fillColor('black').font(BOLD).fontSize(11);
    doc.text(toWinAnsi(`${setup.title} – ${setup.systemName}`), MARGIN, MARGIN, { lineBreak: false });
    let top = MARGIN + 15;
    doc.font(FONT).fontSize(SIZE);
    for (const line of [setup.created, ...setup.filterLines]) {
      doc.text(fitText(doc, toWinAnsi(line), width), MARGIN, top, { lineBreak: false });
      top += 10;
    }
    top += 4;
    doc.rect(MARGIN, top, width, HEAD_ROW).fill('#dde3ea');
    doc.fillColor('black');
    doc.font(BOLD).fontSize(SIZE);
    setup.columns.forEach((c, i) => {
      const heading = fitText(doc, toWinAnsi(c.heading), (widths[i] ?? 0) - 2 * PAD);
      doc.text(heading, (xs[i] ?? 0) + PAD, top + 3.5, { lineBreak: false });
    });
    y = top + HEAD_ROW;
    bottom = height - MARGIN - FOOTER;
    doc.font(FONT).fontSize(7);
    const [before] = setup.pageTemplate.split('{m}');
    const prefix = toWinAnsi(fill(before ?? '', { n: page }));
    const footerY = height - MARGIN - 8;
    doc.text(prefix, MARGIN + width - 110, footerY, { lineBreak: false });
    pageCount.draw(MARGIN + width - 110 + doc.widthOfString(prefix), footerY);
    doc.font(FONT).fontSize(SIZE);
    regular.use();
  }

  const text = (value: Cell, index: number): string => {
    if (value === null) return '';
    switch (types[index]) {
      case 'datetime':
        return dateTimeText(clock(value as number));
      case 'duration':
        return durationText(value as number);
      default:
        return String(value);
    }
  };

  /** One row as content operators: a stripe on every other row, then each cell's text at its column. */
  function put(cells: Cell[]): void {
    if (page === 0 || y + ROW > bottom) newPage();
    let content = row % 2 === 1 ? `q 0.953 0.961 0.969 rg ${MARGIN} ${num(y)} ${num(width)} ${ROW} re f Q\n` : '';
    // Text runs upright in PDF space, so it is placed in the unflipped coordinates.
    const baseline = num(height - (y + 2) - ascent);
    content += `q 1 0 0 -1 0 ${num(height)} cm BT /${regular.id} ${SIZE} Tf`;
    for (let i = 0; i < cells.length; i++) {
      const value = text(cells[i] ?? null, i);
      if (value) content += ` 1 0 0 1 ${num((xs[i] ?? 0) + PAD)} ${baseline} Tm ${winAnsiHex(fit(value, i))} Tj`;
    }
    internals(doc).addContent(`${content} ET Q`);
    y += ROW;
    row += 1;
  }

  return {
    async write(rows) {
      for (const cells of rows) put(cells);
      if (file.writableNeedDrain) await Promise.race([once(file, 'drain'), failed]);
    },
    async finish() {
      if (page === 0) newPage();
      pageCount.end(page);
      const done = once(file, 'finish');
      doc.end();
      await Promise.race([done, failed]);
    },
  };
}
