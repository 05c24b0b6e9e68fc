import PDFDocument from 'pdfkit';
import type { ReportDocument } from './report-render';

const MARGIN = 40;
const SIZE = 9;

/**
 * The report as a PDF attachment (A4 portrait, pdfkit's text API: a report is a few pages, at most a
 * few hundred rows, so the exports' raw content stream is not needed). Columns share the width evenly.
 */
export function reportPdf(doc: ReportDocument, none: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: doc.title, Author: 'Wardlight' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN - 2 * SIZE;

  function row(cells: string[], bold: boolean) {
    const w = width / cells.length;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
    const height = Math.max(...cells.map((c) => pdf.heightOfString(c, { width: w - 4 })));
    if (pdf.y + height > bottom()) pdf.addPage();
    const y = pdf.y;
    cells.forEach((c, i) => {
      pdf.text(c, MARGIN + i * w, y, { width: w - 4 });
    });
    pdf.x = MARGIN;
    pdf.y = y + height + 3;
  }

  pdf.font('Helvetica-Bold').fontSize(16).text(doc.title);
  for (const s of doc.sections) {
    pdf.moveDown(0.8);
    if (pdf.y > bottom() - 40) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(12).text(s.title, MARGIN);
    pdf.moveDown(0.3);
    for (const [k, v] of s.facts ?? []) row([k, v], false);
    if (s.table && s.table.rows.length === 0) pdf.font('Helvetica').fontSize(SIZE).text(none, MARGIN);
    else if (s.table) {
      row(s.table.columns, true);
      for (const r of s.table.rows) row(r, false);
    }
  }
  pdf.moveDown(1.5);
  pdf.font('Helvetica').fontSize(8).fillColor('#555555').text(doc.footer, MARGIN);
  pdf.end();
  return done;
}
