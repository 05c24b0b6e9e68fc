import { fill } from '../exports/export-texts';
import { dateTimeText, durationText, zonedClock } from '../exports/writers/zoned-time';
import type { ReportData } from './report-data';
import type { ReportTexts } from './report-texts';

/** A report's parts as headings and rows: the HTML, the text and the PDF are each drawn from it. */
export interface ReportSection {
  title: string;
  /** Label and value lines. */
  facts?: [string, string][];
  table?: { columns: string[]; rows: string[][] };
}

export interface ReportDocument {
  subject: string;
  title: string;
  sections: ReportSection[];
  footer: string;
}

export function reportDocument(data: ReportData, t: ReportTexts): ReportDocument {
  const clock = zonedClock(data.timeZone);
  const at = (d: Date) => dateTimeText(clock(d.getTime()));
  const period = `${at(data.start)} – ${at(data.end)}`;
  const title = `${t.kinds[data.kind]} ${data.systemName}`.trim();
  const seconds = (s: number | null) => (s === null ? '–' : durationText(s));
  const table = (columns: string[], rows: string[][]) => ({ columns, rows });
  const sections: ReportSection[] = [
    {
      title: t.calls,
      facts: [
        [t.period, period],
        [t.sections, data.sections.length ? data.sections.join(', ') : t.allSections],
        [t.total, String(data.calls.total)],
        [t.closed, String(data.calls.closed)],
        [t.median, seconds(data.calls.medianSeconds)],
        [t.p90, seconds(data.calls.p90Seconds)],
      ],
    },
    {
      title: t.byType,
      table: table(
        [t.columns.type, t.calls],
        data.calls.byType.map((r) => [r.text, String(r.count)]),
      ),
    },
  ];
  const c = t.columns;
  if (data.longCalls)
    sections.push({
      title: t.longCalls,
      table: table(
        [c.opened, c.device, c.section, c.type, c.duration],
        data.longCalls.map((r) => [at(r.opened_at), r.device, r.section, r.type, durationText(r.seconds)]),
      ),
    });
  if (data.battery)
    sections.push({
      title: t.battery,
      table: table(
        [c.device, c.section, c.level],
        data.battery.map((r) => [r.device, r.section, `${r.battery} % (${r.critical ? t.critical : t.low})`]),
      ),
    });
  if (data.notReachable)
    sections.push({
      title: t.notReachable,
      table: table(
        [c.device, c.section, t.since],
        data.notReachable.map((r) => [r.device, r.section, r.since ? at(r.since) : '–']),
      ),
    });
  const i = t.incidentColumns;
  sections.push({
    title: t.incidents,
    table: table(
      [i.type, i.severity, i.subject, i.state, i.opened],
      data.incidents.map((r) => [r.type, r.severity, r.subject, r.state, at(r.opened_at)]),
    ),
  });
  return {
    subject: fill(t.subject, { kind: t.kinds[data.kind], system: data.systemName, period }),
    title,
    sections,
    footer: t.footer,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const CELL = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"';

export function reportHtml(doc: ReportDocument, none: string): string {
  const parts = [`<h1 style="font-size:20px">${escapeHtml(doc.title)}</h1>`];
  for (const s of doc.sections) {
    parts.push(`<h2 style="font-size:16px;margin-top:20px">${escapeHtml(s.title)}</h2>`);
    if (s.facts)
      parts.push(
        `<table style="border-collapse:collapse">${s.facts
          .map(([k, v]) => `<tr><th ${CELL}>${escapeHtml(k)}</th><td ${CELL}>${escapeHtml(v)}</td></tr>`)
          .join('')}</table>`,
      );
    if (s.table && s.table.rows.length === 0) parts.push(`<p>${escapeHtml(none)}</p>`);
    else if (s.table)
      parts.push(
        `<table style="border-collapse:collapse"><thead><tr>${s.table.columns
          .map((h) => `<th ${CELL}>${escapeHtml(h)}</th>`)
          .join('')}</tr></thead><tbody>${s.table.rows
          .map((r) => `<tr>${r.map((v) => `<td ${CELL}>${escapeHtml(v)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
      );
  }
  parts.push(`<p style="color:#555;margin-top:24px">${escapeHtml(doc.footer)}</p>`);
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a">${parts.join('\n')}</body></html>`;
}

export function reportText(doc: ReportDocument, none: string): string {
  const lines = [doc.title, ''];
  for (const s of doc.sections) {
    lines.push(s.title, '-'.repeat(s.title.length));
    for (const [k, v] of s.facts ?? []) lines.push(`${k}: ${v}`);
    if (s.table && s.table.rows.length === 0) lines.push(none);
    else if (s.table) for (const r of s.table.rows) lines.push(r.join(' | '));
    lines.push('');
  }
  lines.push(doc.footer);
  return lines.join('\n');
}
