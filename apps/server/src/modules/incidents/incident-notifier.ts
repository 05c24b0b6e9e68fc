import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { Mailer } from '../mail/mailer';
import { noticeTextsOf } from './incident-notice-texts';
import { claimUnnotified, noticeRows, recipientsOf } from './incident-notifications.repository';

type Row = Awaited<ReturnType<typeof noticeRows>>[number];
type Recipient = Awaited<ReturnType<typeof recipientsOf>>[number];

/** Which of a user's flags (part 1 §3 notify_*) an incident type answers to. */
function wants(r: Recipient, type: string): boolean {
  switch (type) {
    case 'Battery':
      return r.notify_battery;
    case 'Defect':
      return r.notify_defects;
    case 'Reachability':
      return r.notify_not_reachable;
    case 'ProbableDefect':
      return r.notify_probable_defects;
    default:
      return false;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** One notice: every new incident a user asked for, in their language. */
export function noticeMail(rows: readonly Row[], locale: string) {
  const t = noticeTextsOf(locale);
  const first = rows[0];
  const system = first?.system_name ?? '';
  const when = new Intl.DateTimeFormat('de-CH', {
    timeZone: first?.time_zone ?? 'Europe/Zurich',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const lines = rows.map((r) => {
    const type = r.type === 'Defect' && r.is_repeater ? 'RepeaterDefect' : (r.type as keyof typeof t.types);
    const battery = typeof r.detail.battery === 'number' ? fill(t.battery, { battery: r.detail.battery }) : '';
    return [
      t.severities[r.severity as keyof typeof t.severities] ?? r.severity,
      t.types[type] ?? r.type,
      r.device_name ?? '',
      r.section_name ?? '',
      when.format(r.opened_at),
      battery,
    ];
  });
  const c = t.columns;
  const head = [c.severity, c.type, c.device, c.section, c.opened, c.detail];
  const cell = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"';
  const html = [
    `<p>${escapeHtml(t.intro)}</p>`,
    `<table style="border-collapse:collapse"><tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr>`,
    ...lines.map((l) => `<tr>${l.map((v) => `<td ${cell}>${escapeHtml(v)}</td>`).join('')}</tr>`),
    '</table>',
    `<p style="color:#555">${escapeHtml(t.footer)}</p>`,
  ].join('\n');
  const text = [t.intro, '', ...lines.map((l) => l.filter(Boolean).join(' · ')), '', t.footer].join('\n');
  const subject =
    rows.length === 1 ? fill(t.subjectOne, { system }) : fill(t.subjectMany, { count: rows.length, system });
  return { subject, html, text };
}

/**
 * Incident notices by e-mail (issue 15, ADR 0040): each round takes the incidents raised since the last
 * (incidents.notified_at, claimed by one instance) and sends every user who asked for their types one
 * mail with all of them — a burst of a hundred dead batteries is one mail per user, not a hundred. It runs
 * on the reports' minute round, on the console's quiet handle: never on the call path. A notice that the
 * mail server refuses is logged, not retried: the incident list holds the incident, and the next notice
 * comes with the next incident.
 */
export function createIncidentNotifier(deps: { db: Db; mailer: Mailer; log: Logger }) {
  return {
    async round(at: Date): Promise<{ mails: number; failed: number }> {
      const claimed = await claimUnnotified(deps.db, at);
      const open = claimed.filter((c) => c.state !== 'Closed').map((c) => c.id);
      if (open.length === 0) return { mails: 0, failed: 0 };
      const rows = await noticeRows(deps.db, open);
      const bySystem = new Map<number, Row[]>();
      for (const r of rows) bySystem.set(r.system_id, [...(bySystem.get(r.system_id) ?? []), r]);
      let mails = 0;
      let failed = 0;
      for (const [systemId, list] of bySystem) {
        for (const recipient of await recipientsOf(deps.db, systemId)) {
          const mine = list.filter((r) => wants(recipient, r.type));
          if (mine.length === 0) continue;
          const outcome = await deps.mailer.send({ to: recipient.email, ...noticeMail(mine, recipient.locale) });
          if (outcome.ok) mails += 1;
          else {
            failed += 1;
            deps.log.error({ systemId, userId: recipient.user_id, error: outcome.error }, 'incident notice not sent');
          }
        }
      }
      return { mails, failed };
    },
  };
}

export type IncidentNotifier = ReturnType<typeof createIncidentNotifier>;
