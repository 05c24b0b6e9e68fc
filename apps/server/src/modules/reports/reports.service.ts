import { checkReportSettings, lastReportPeriod, REPORT_KINDS, type ReportKind } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { diffForAudit } from '../../crud/audit-diff';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { sections, systems } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { writeAudit } from '../audit/audit.repository';
import { createIncidentNotifier } from '../incidents/incident-notifier';
import type { Mailer } from '../mail/mailer';
import { readGlobalSettings } from '../settings/global-settings.repository';
import { readReportData } from './report-data';
import { reportDocument, reportHtml, reportText } from './report-render';
import { claimRetries, claimRun, finishRun, type ReportRunRow, recentRuns } from './report-runs.repository';
import {
  enabledReports,
  markExecuted,
  type ReportSettingsRow,
  readReportSettings,
  writeReportSettings,
} from './report-settings.repository';
import { reportTextsOf } from './report-texts';

const ROUND_MS = 60_000;
/** A failed report is tried again after 5, 10, 15, 20 minutes, then left failed (shown in the console). */
const RETRY_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** A run "sending" this long was left by an instance that stopped: it is taken again. */
const SENDING_DEADLINE_MS = 10 * 60_000;

export type ReportSettingsInput = Omit<ReportSettingsRow, 'system_id' | 'enabled_since' | 'last_execution'>;

/**
 * E-mail reports (issue 15 item 3, ADR 0039): each minute every instance looks whether a period of an
 * enabled report has ended; the first to insert its run sends it (report_runs' unique key), so a report
 * goes out once across restarts and instances. Its statements go through the console's handle and it
 * does its work between the call path's (a round is a few indexed statements; a report a handful more).
 * The same round sends the incident notices (incidents/incident-notifier.ts).
 */
export function createReportsService(deps: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  now?: (() => Date) | undefined;
  retryMs?: number | undefined;
}) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  const retryMs = deps.retryMs ?? RETRY_MS;
  /** The last period claimed per system and kind: a round that finds it again makes no statement. */
  const claimed = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // Incident notices ride on this round: the same minute, handle and mailer (ADR 0040).
  const notifier = createIncidentNotifier({ db, mailer: deps.mailer, log });

  async function timeZoneOf(systemId: number): Promise<string> {
    const [row] = await db.select({ tz: systems.timezone }).from(systems).where(eq(systems.id, systemId));
    return row?.tz ?? 'Europe/Zurich';
  }

  async function compose(settings: ReportSettingsRow, period: { kind: ReportKind | 'MANUAL'; start: Date; end: Date }) {
    const [data, global] = await Promise.all([readReportData(db, settings, period), readGlobalSettings(db)]);
    const texts = reportTextsOf(global.locale);
    const doc = reportDocument(data, texts);
    return {
      subject: doc.subject,
      html: reportHtml(doc, texts.none),
      text: reportText(doc, texts.none),
      // pdfkit is loaded with the first report: ≈ 25 MiB the idle server does not carry (issue 11).
      pdf: await (await import('./report-pdf')).reportPdf(doc, texts.none),
      fileName: `${
        doc.title
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .toLowerCase() || 'report'
      }.pdf`,
    };
  }

  /** Composes and sends one run's report, and writes down how it went (the run as it now stands). */
  async function deliver(run: ReportRunRow, settings: ReportSettingsRow): Promise<ReportRunRow | undefined> {
    let subject = run.subject;
    try {
      const mail = await compose(settings, {
        kind: run.kind as ReportKind,
        start: run.period_start,
        end: run.period_end,
      });
      subject = mail.subject;
      const outcome = await deps.mailer.send({
        to: run.recipients,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: [{ filename: mail.fileName, content: mail.pdf, contentType: 'application/pdf' }],
      });
      if (!outcome.ok) throw new Error(outcome.error);
      const at = now();
      const done = await finishRun(db, run.id, { sent: true, subject, at });
      await markExecuted(db, run.system_id, at);
      return done;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retry = run.kind !== 'MANUAL' && run.attempts < MAX_ATTEMPTS;
      log.error({ err: error, runId: run.id, systemId: run.system_id }, 'report not sent');
      return finishRun(db, run.id, {
        sent: false,
        subject,
        error: message,
        retryAt: retry ? new Date(now().getTime() + retryMs * run.attempts) : null,
      });
    }
  }

  async function round(): Promise<void> {
    const at = now();
    await notifier.round(at).catch((error: unknown) => log.warn({ err: error }, 'incident notices failed'));
    for (const settings of await enabledReports(db)) {
      const timeZone = await timeZoneOf(settings.system_id);
      for (const kind of REPORT_KINDS) {
        const on = { DAILY: settings.send_daily, WEEKLY: settings.send_weekly, MONTHLY: settings.send_monthly }[kind];
        if (!on) continue;
        const period = lastReportPeriod(kind, at, settings.send_hour, timeZone);
        const key = `${settings.system_id}:${kind}`;
        // A report switched on today does not send the periods that ended before.
        if (claimed.get(key) === period.end.getTime()) continue;
        if (settings.enabled_since && period.end <= settings.enabled_since) continue;
        const run = await claimRun(db, {
          system_id: settings.system_id,
          kind,
          period_start: period.start,
          period_end: period.end,
          recipients: settings.email,
          subject: '',
          next_attempt_at: new Date(at.getTime() + SENDING_DEADLINE_MS),
        });
        claimed.set(key, period.end.getTime());
        if (run) await deliver(run, settings);
      }
    }
    for (const run of await claimRetries(db, at, MAX_ATTEMPTS, new Date(at.getTime() + SENDING_DEADLINE_MS))) {
      const settings = await readReportSettings(db, run.system_id);
      if (!settings.enabled) {
        await finishRun(db, run.id, { sent: false, subject: run.subject, error: 'report switched off', retryAt: null });
        continue;
      }
      await deliver({ ...run, recipients: settings.email }, settings);
    }
  }

  /** One round at a time; a round's failure (database away) is logged and the next minute tries again. */
  function tick(): Promise<void> {
    running ??= round()
      .catch((error: unknown) => log.warn({ err: error }, 'report round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  return {
    start(intervalMs = ROUND_MS) {
      timer = setInterval(() => void track(tick()), intervalMs);
      timer.unref();
      void track(tick());
    },
    /** One round now (tests move the clock and call it). */
    round: () => track(tick()),

    settings: (systemId: number) => readReportSettings(db, systemId),

    async saveSettings(actor: CrudActor, systemId: number, input: ReportSettingsInput): Promise<ReportSettingsRow> {
      const values = { ...input, email: input.email.trim(), section_ids: [...new Set(input.section_ids)] };
      const issues = checkReportSettings(values);
      // Sections of another system are not this report's to cover (nor to learn about by trying).
      if (values.section_ids.length) {
        const own = await db
          .select({ id: sections.id })
          .from(sections)
          .where(and(eq(sections.system_id, systemId), inArray(sections.id, values.section_ids)));
        if (own.length !== values.section_ids.length) issues.push({ field: 'section_ids', key: 'invalid_value' });
      }
      if (issues.length) throw new ValidationFailed(issues);
      return db.transaction(async (tx) => {
        const before = await readReportSettings(tx, systemId);
        const switchedOn = values.enabled && !before.enabled;
        const after = await writeReportSettings(tx, {
          ...before,
          ...values,
          enabled_since: switchedOn ? now() : before.enabled_since,
        });
        const changes = diffForAudit(before, after, {
          quiet: new Set(['system_id', 'enabled_since', 'last_execution']),
        });
        await writeAudit(
          tx,
          actor,
          changes.map(([field, change]) => ({
            action: 'updated',
            entity: 'report_settings',
            entityId: systemId,
            field,
            change,
          })),
        );
        return after;
      });
    },

    runs: (systemId: number, limit: number) => recentRuns(db, systemId, Math.min(Math.max(limit, 1), 100)),

    /** The last period's report of `kind`, sent now to the report's recipients (a check of its content). */
    async sendNow(systemId: number, kind: ReportKind): Promise<ReportRunRow> {
      const settings = await readReportSettings(db, systemId);
      if (!settings.email.trim()) throw new ValidationFailed([{ field: 'email', key: 'required' }]);
      const at = now();
      const period = lastReportPeriod(kind, at, settings.send_hour, await timeZoneOf(systemId));
      const run = await claimRun(db, {
        system_id: systemId,
        kind: 'MANUAL',
        period_start: period.start,
        period_end: period.end,
        recipients: settings.email,
        subject: '',
        next_attempt_at: null,
      });
      if (!run) throw new Error('report run not recorded');
      return (await track(deliver(run, settings))) ?? run;
    },

    async settled(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },

    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
