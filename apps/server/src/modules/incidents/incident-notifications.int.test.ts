import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { auditLog, incidentNotificationSettings, incidents, systemTreeNodes } from '../../db/schema/index';

// Incident notices by e-mail (issue 15, ADR 0040) through a real SMTP conversation: the users' settings
// over the API, one mail per user and round with the incidents of the types they asked for, exactly once.

let server: TestServer;
let sink: SmtpSink;
let admin: TestClient;
let tech: TestClient;
let system = 0;
let techId = 0;
let nurseId = 0;
const PATIENT = { timeout: 10_000, interval: 50 };

const LIST = '{ incidentNotificationSettings { user_name email enabled notify_battery notify_probable_defects } }';
const SAVE = `mutation($u: Int!, $d: IncidentNotificationInput!) { updateIncidentNotificationSetting(user_id: $u, data: $d) {
  user_name enabled notify_battery notify_defects notify_not_reachable notify_probable_defects } }`;
const FLAGS = {
  enabled: true,
  notify_battery: true,
  notify_defects: false,
  notify_not_reachable: true,
  notify_probable_defects: false,
};

async function idOf(name: string): Promise<number> {
  const res = await admin.gql<{ users: { items: { id: number; name: string }[] } }>(
    '{ users(filter: { page: { limit: 100 } }) { items { id name } } }',
  );
  return res.data?.users.items.find((u) => u.name === name)?.id ?? 0;
}

async function raise(type: string, node: number, severity = 'Warning', detail: Record<string, unknown> = {}) {
  await server.app.database.db
    .insert(incidents)
    .values({ system_id: system, type, severity, subject: `node:${node}`, system_tree_node_id: node, detail });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer();
  admin = await setUpAdmin(server);
  const licence = buildLicense();
  await admin.gql(`mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`);
  [system = 0] = await addSystems(server, ['Haus Linde']);
  admin.system = String(system).padStart(2, '0');
  const mail = await admin.gql('mutation($d: MailSettingsInput!) { updateMailSettings(data: $d) { host } }', {
    d: { host: '127.0.0.1', port: sink.port, security: 'none', username: '', sender: 'wardlight@heim.example' },
  });
  expect(mail.errors).toEqual([]);
  const handler = { email: 'technik@heim.example', locale: 'en' } as { system_access?: number[] };
  tech = await userWith(server, admin, 'tech', ['analytics::manage_incidents'], handler);
  tech.system = admin.system;
  await userWith(server, admin, 'nurse', ['analytics::use_module'], { email: 'pflege@heim.example' } as {
    system_access?: number[];
  });
  techId = await idOf('tech');
  nurseId = await idOf('nurse');
  await server.app.database.db.insert(systemTreeNodes).values([
    { system_id: system, id: 40, kind: 'radio', name: 'Medaillon Zi 102' },
    { system_id: system, id: 41, kind: 'radio', name: 'Medaillon Zi 103' },
    { system_id: system, id: 42, kind: 'device', name: 'Zugtaster Bad 104' },
  ]);
}, 30_000);
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

describe('incident notification settings (spec part 2 §2)', () => {
  it('lists the incident handlers, off until set; a handler sets their own, not another’s mailbox', async () => {
    const before = await tech.gql<{ incidentNotificationSettings: { user_name: string }[] }>(LIST);
    expect(before.errors).toEqual([]);
    // The nurse may not handle incidents: not listed.
    expect(before.data?.incidentNotificationSettings.map((s) => s.user_name)).toEqual(['admin', 'tech']);
    expect(before.data?.incidentNotificationSettings[1]).toMatchObject({
      email: 'technik@heim.example',
      enabled: false,
    });

    const own = await tech.gql(SAVE, { u: techId, d: FLAGS });
    expect(own.errors).toEqual([]);
    expect(own.data).toEqual({ updateIncidentNotificationSetting: { user_name: 'tech', ...FLAGS } });
    const others = await tech.gql(SAVE, { u: await idOf('admin'), d: FLAGS });
    expect(others.errors.map((e) => e.extensions?.code)).toEqual(['MISSING_PERMISSION']);
    const nurse = await admin.gql(SAVE, { u: nurseId, d: FLAGS });
    expect(nurse.errors.map((e) => e.extensions?.field)).toEqual(['user_id']);

    const audit = await server.app.database.db
      .select({ field: auditLog.field })
      .from(auditLog)
      .where(eq(auditLog.entity, 'incident_notification'));
    expect(audit.map((a) => a.field).sort()).toEqual(['enabled', 'notify_defects']);
  });
});

describe('incident notices by e-mail (issue 15 item 3)', () => {
  it('sends each user one mail with the new incidents of the types they asked for, once', async () => {
    // A nurse's settings row written past the API: she may not handle incidents, so she is not told.
    await server.app.database.db.insert(incidentNotificationSettings).values({ system_id: system, user_id: nurseId });
    const received = sink.received.length;
    await raise('Battery', 40, 'Critical', { battery: 12, threshold: 25 });
    await raise('Battery', 41, 'Warning', { battery: 33, threshold: 40 });
    await raise('Defect', 42, 'Critical');
    await server.app.services.reports.round();
    await vi.waitFor(() => expect(sink.received.length).toBe(received + 1), PATIENT);
    const mail = sink.received[received];
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('technik@heim.example');
    expect(mail?.subject).toBe('2 new incidents in Haus Linde');
    expect(mail?.text).toContain('Critical · Battery · Medaillon Zi 102');
    expect(mail?.text).toContain('Battery 12 %');
    expect(mail?.text).toContain('Medaillon Zi 103');
    // Defects are not what the technician asked for.
    expect(mail?.text).not.toContain('Zugtaster');
    expect(mail?.html).toContain(
      '<td style="border:1px solid #ccc;padding:4px 8px;text-align:left">Medaillon Zi 102</td>',
    );

    // Told once: the next rounds send nothing for the same incidents.
    await server.app.services.reports.round();
    await server.app.services.reports.round();
    const unnotified = await server.app.database.db
      .select({ id: incidents.id })
      .from(incidents)
      .where(eq(incidents.system_id, system));
    expect(unnotified).toHaveLength(3);
    expect(sink.received.length).toBe(received + 1);
  });

  it('logs and drops a notice the mail server refuses; the next incident is told again', async () => {
    const received = sink.received.length;
    sink.refuse('mailbox unavailable');
    await raise('Reachability', 40, 'Critical');
    await server.app.services.reports.round();
    const [row] = await server.app.database.db
      .select({ notified_at: incidents.notified_at })
      .from(incidents)
      .where(eq(incidents.type, 'Reachability'));
    expect(row?.notified_at).not.toBeNull();
    sink.refuse(null);
    await raise('Reachability', 41, 'Critical');
    await server.app.services.reports.round();
    await vi.waitFor(() => expect(sink.received.length).toBe(received + 1), PATIENT);
    expect(sink.received[received]?.subject).toBe('New incident in Haus Linde');
    expect(sink.received[received]?.text).toContain('Medaillon Zi 103');
    expect(sink.received[received]?.text).not.toContain('Medaillon Zi 102');
  });
});
