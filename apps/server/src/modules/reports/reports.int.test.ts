import { lastReportPeriod } from '@wardlight/domain';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { setUpAdmin, userWith } from '../../../test/seed';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { calls, mailSettings, reportRuns } from '../../db/schema/index';
import { createLogger } from '../../logger';
import { defaultReportSettings } from './report-settings.repository';
import { createReportsService } from './reports.service';

// E-mail reports through a real SMTP conversation (smtp-server receives, mailparser reads) and the real
// call path: calls pressed on the simulator are what the report counts.

let stack: LinkedStack;
let sink: SmtpSink;
let admin: TestClient;
/** The reports' clock: the wall clock until a test moves it to a Monday morning. */
let clock: Date | null = null;
const now = () => clock ?? new Date();

const MAIL = 'mutation($d: MailSettingsInput!) { updateMailSettings(data: $d) { host port security has_password } }';
/** The form's fields of a report as it stands before anyone set it (off, weekly, everything included). */
function reportInput(systemId: number) {
  const { system_id: _id, enabled_since: _since, last_execution: _last, ...input } = defaultReportSettings(systemId);
  return input;
}
const REPORT = 'mutation($d: ReportSettingsInput!) { updateReportSettings(data: $d) { enabled send_weekly } }';
const RUNS = '{ reportRuns { kind status attempts error subject period_start period_end } }';

/**
 * An hour after the first Monday 06:00 (Zurich) later than `from`: the week that ended then holds `from`.
 * Every seven days hold one such Monday morning.
 */
function mondayAfter(from: Date): Date {
  const week = lastReportPeriod('WEEKLY', new Date(from.getTime() + 7 * 86_400_000), 6, 'Europe/Zurich');
  return new Date(week.end.getTime() + 3_600_000);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  stack = await startLinkedStack({ reports: { now, retryMs: 1 } });
  admin = await setUpAdmin(stack.server);
  admin.system = String(stack.systemId).padStart(2, '0');
  const licence = buildLicense();
  await admin.gql(`mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`);
}, 30_000);
afterAll(async () => {
  await stack?.close();
  await sink?.close();
});

describe('mail server settings (issue 15 item 3)', () => {
  it('checks the form, keeps the password sealed and write-only, and sends a test mail with the answer', async () => {
    const refused = await admin.gql(MAIL, {
      d: { host: '', port: 0, security: 'smoke', username: '', sender: 'not a mail' },
    });
    expect(refused.errors.map((e) => [e.extensions?.field, e.extensions?.key])).toEqual(
      expect.arrayContaining([
        ['host', 'required'],
        ['port', 'between'],
        ['security', 'invalid_value'],
        ['sender', 'invalid_email'],
      ]),
    );

    const saved = await admin.gql(MAIL, {
      d: {
        host: '127.0.0.1',
        port: sink.port,
        security: 'none',
        username: '',
        password: 'geheim',
        sender: 'wardlight@heim.example',
      },
    });
    expect(saved.errors).toEqual([]);
    expect(saved.data).toEqual({
      updateMailSettings: { host: '127.0.0.1', port: sink.port, security: 'none', has_password: true },
    });
    const [row] = await stack.server.app.database.db.select({ password: mailSettings.password }).from(mailSettings);
    expect(row?.password).toMatch(/^v1:/);

    // The password is not needed to send here (the sink asks for none): drop it again.
    await admin.gql(MAIL, {
      d: {
        host: '127.0.0.1',
        port: sink.port,
        security: 'none',
        username: '',
        password: '',
        sender: 'wardlight@heim.example',
      },
    });
    const test = await admin.gql<{ sendTestMail: { ok: boolean; response: string | null; error: string | null } }>(
      'mutation { sendTestMail(to: "technik@heim.example") { ok response error } }',
    );
    expect(test.data?.sendTestMail).toMatchObject({ ok: true, error: null });
    expect(test.data?.sendTestMail.response).toMatch(/^250/);
    await vi.waitFor(() =>
      expect(sink.received.map((m) => m.subject)).toContain('Wardlight: Testnachricht / test message'),
    );

    sink.refuse('relaying denied');
    const failed = await admin.gql<{ sendTestMail: { ok: boolean; error: string } }>(
      'mutation { sendTestMail(to: "technik@heim.example") { ok error } }',
    );
    sink.refuse(null);
    expect(failed.data?.sendTestMail.ok).toBe(false);
    expect(failed.data?.sendTestMail.error).toMatch(/relaying denied/);
  });

  it('refuses the mail server and the reports to users without the reports right', async () => {
    const nurse = await userWith(stack.server, admin, 'pflege', ['calllog::use_module']);
    nurse.system = admin.system;
    for (const op of ['{ mailSettings { host } }', '{ reportSettings { email } }', RUNS]) {
      expect((await nurse.gql(op)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    }
  });
});

describe('the weekly report (spec: every Monday)', () => {
  it('goes out once on Monday, from one of two instances, with the PDF and the right counts', async () => {
    const { control } = stack.sim;
    const a = await control.call({ device_id: 23, call_type_id: 4 });
    await control.call({ device_id: 24, call_type_id: 4 });
    await control.call({ device_id: 23, call_type_id: 4, close: true });
    const db = stack.server.app.database.db;
    await vi.waitFor(async () => {
      const [stored] = await db
        .select({ closed: calls.closed_at })
        .from(calls)
        .where(eq(calls.id, a?.id ?? 0));
      expect(stored?.closed).not.toBeNull();
    });

    const enabled = await admin.gql(REPORT, {
      d: { ...reportInput(stack.systemId), email: 'leitung@heim.example, technik@heim.example', enabled: true },
    });
    expect(enabled.errors).toEqual([]);
    const before = sink.received.length;

    // Sent the Monday after: the week that ended then holds the calls just pressed.
    clock = mondayAfter(new Date());
    const services = stack.server.app.services;
    const other = createReportsService({ db, mailer: services.mailer, log: createLogger('silent'), now });
    await Promise.all([services.reports.round(), other.round(), services.reports.round()]);
    await other.round();

    const reports = sink.received.slice(before);
    expect(reports).toHaveLength(1);
    const mail = reports[0];
    expect(mail?.subject).toMatch(/^Wochenbericht /);
    expect(mail?.to).toBeDefined();
    const runs = await db.select().from(reportRuns).where(eq(reportRuns.kind, 'WEEKLY'));
    expect(runs).toHaveLength(1);
    const run = runs[0];
    const [{ value: total } = { value: -1 }] = await db
      .select({ value: count() })
      .from(calls)
      .where(
        and(
          eq(calls.system_id, stack.systemId),
          gte(calls.opened_at, run?.period_start ?? new Date()),
          lt(calls.opened_at, run?.period_end ?? new Date()),
        ),
      );
    expect(total).toBeGreaterThanOrEqual(2);
    expect(mail?.text).toContain(`Rufe im Zeitraum: ${total}`);
    expect(mail?.html).toContain('Rufe nach Rufart');

    const pdf = mail?.attachments.find((x) => x.contentType === 'application/pdf');
    expect(pdf).toBeDefined();
    const parsed = await new PDFParse({ data: pdf?.content as Buffer }).getText();
    expect(parsed.text).toContain('Wochenbericht');
    expect(parsed.text).toMatch(new RegExp(`Rufe im Zeitraum\\s+${total}`));
  });

  it('tries a report the mail server refused again, and shows the failure until then', async () => {
    sink.refuse('mailbox unavailable');
    clock = mondayAfter(now());
    await stack.server.app.services.reports.round();
    const failed = await admin.gql<{ reportRuns: { status: string; error: string; attempts: number }[] }>(RUNS);
    expect(failed.data?.reportRuns[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.data?.reportRuns[0]?.error).toMatch(/mailbox unavailable/);

    sink.refuse(null);
    const before = sink.received.length;
    clock = new Date(now().getTime() + 1_000);
    await stack.server.app.services.reports.round();
    const sent = await admin.gql<{ reportRuns: { status: string; attempts: number }[] }>(RUNS);
    expect(sent.data?.reportRuns[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.received.length).toBe(before + 1);
  });
});
