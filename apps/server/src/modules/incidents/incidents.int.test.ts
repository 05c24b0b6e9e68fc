import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import { type TestClient, take } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { setUpAdmin, userWith } from '../../../test/seed';
import { auditLog, incidents as incidentsTable, systemTreeNodes } from '../../db/schema/index';

// Every incident type through the real path: the simulator's control API → its event socket → the link →
// the stored values → the incident engine on the link's instance → the API and the system messages.

let stack: LinkedStack;
let admin: TestClient;
/** How far the engine's clock is ahead of the wall clock: a monitoring timeout passes without waiting. */
let ahead = 0;
let radios: number[] = [];
let wired = 0;
const HOUR = 3_600_000;
/** Generous: the machine running the suite may be busy. */
const PATIENT = { timeout: 8_000, interval: 50 };

interface Incident {
  id: number;
  type: string;
  state: string;
  severity: string;
  system_tree_node_id: number | null;
  hub_id: number | null;
  is_repeater: boolean;
  close_reason: string | null;
  open_seconds: number;
  assignee_name: string | null;
  detail: Record<string, unknown>;
}
const FIELDS =
  'id type state severity system_tree_node_id hub_id is_repeater close_reason open_seconds assignee_name detail';
const LIST = `query($f: IncidentFilter) { incidents(filter: $f) { total items { ${FIELDS} } } }`;

async function incidents(filter: Record<string, unknown> = {}): Promise<Incident[]> {
  const res = await admin.gql<{ incidents: { items: Incident[] } }>(LIST, { f: filter });
  expect(res.errors).toEqual([]);
  return res.data?.incidents.items ?? [];
}

const ALL_STATES = { states: ['New', 'Assigned', 'Closed'] };
const of = (list: Incident[], type: string, node: number) =>
  list.filter((i) => i.type === type && i.system_tree_node_id === node);

/** Waits for the one incident of `type` on `node` in `state` (open by default) and returns it. */
async function waitForIncident(type: string, node: number, state = 'open'): Promise<Incident> {
  let found: Incident | undefined;
  await vi.waitFor(
    async () => {
      const list = of(await incidents(ALL_STATES), type, node);
      found = state === 'open' ? list.find((i) => i.state !== 'Closed') : list.find((i) => i.state === state);
      expect(found).toBeDefined();
    },
    { timeout: 8_000, interval: 50 },
  );
  return found as Incident;
}

beforeAll(async () => {
  stack = await startLinkedStack({
    incidents: { now: () => new Date(Date.now() + ahead), intervalMs: 150, debounceMs: 20 },
  });
  admin = await setUpAdmin(stack.server);
  admin.system = String(stack.systemId).padStart(2, '0');
  const licence = buildLicense();
  await admin.gql(`mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`);
  const settings = await admin.gql(
    'mutation($d: GlobalSettingsInput!) { updateGlobalSettings(data: $d) { monitoring_timeout_radio } }',
    {
      d: {
        monitoring_timeout_radio: 1,
        monitoring_timeout_tech: 1,
        defects_timeout: 1,
        probable_defect_criterion: '0x03',
        probable_defect_threshold_count: 3,
        probable_defect_timeframe_hours: 1,
      },
    },
  );
  expect(settings.errors).toEqual([]);
  const nodes = await stack.server.app.database.db
    .select({ id: systemTreeNodes.id, kind: systemTreeNodes.kind })
    .from(systemTreeNodes)
    .where(eq(systemTreeNodes.system_id, stack.systemId));
  radios = nodes.filter((n) => n.kind === 'radio').map((n) => n.id);
  wired = nodes.find((n) => n.kind === 'wired')?.id ?? 0;
}, 30_000);
afterAll(() => stack.close());

describe('incident engine through the simulator (issue 15)', () => {
  it('battery: raised below low, one incident while it drops to critical, closed by itself when replaced', async () => {
    const radio = radios[0] ?? 0;
    const { control } = stack.sim;
    await control.device({ device_id: radio, battery: 30 });
    const low = await waitForIncident('Battery', radio);
    expect(low).toMatchObject({ severity: 'Warning', state: 'New', detail: { battery: 30, threshold: 40 } });

    await control.device({ device_id: radio, battery: 20 });
    await vi.waitFor(async () => expect((await waitForIncident('Battery', radio)).severity).toBe('Critical'), PATIENT);
    await control.device({ device_id: radio, battery: 19 });
    await stack.server.app.services.incidentEngine.evaluateNow(stack.systemId);
    const open = of(await incidents(), 'Battery', radio);
    expect(open.map((i) => i.id)).toEqual([low.id]);

    await control.device({ device_id: radio, battery: 100 });
    const closed = await waitForIncident('Battery', radio, 'Closed');
    expect(closed).toMatchObject({ id: low.id, close_reason: 'cleared' });
    expect(closed.open_seconds).toBeGreaterThanOrEqual(0);

    const audit = await stack.server.app.database.db
      .select({ action: auditLog.action, field: auditLog.field, user_id: auditLog.user_id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'incident'), eq(auditLog.entity_id, String(low.id))));
    expect(audit).toEqual([
      { action: 'created', field: null, user_id: null },
      { action: 'updated', field: 'severity', user_id: null },
      { action: 'updated', field: 'state', user_id: null },
    ]);
  });

  it('reachability: a silenced radio is not reachable once the monitoring timeout (1 min) has passed', async () => {
    const radio = radios[1] ?? 0;
    ahead = 0;
    await stack.sim.control.silence({ device_id: radio, silent: true });
    await vi.waitFor(async () => {
      const [node] = await stack.server.app.database.db
        .select({ reachable: systemTreeNodes.reachable })
        .from(systemTreeNodes)
        .where(and(eq(systemTreeNodes.system_id, stack.systemId), eq(systemTreeNodes.id, radio)));
      expect(node?.reachable).toBe(false);
    }, PATIENT);
    await stack.server.app.services.incidentEngine.evaluateNow(stack.systemId);
    expect(of(await incidents(), 'Reachability', radio)).toEqual([]);

    ahead = 61_000;
    const raised = await waitForIncident('Reachability', radio);
    expect(raised).toMatchObject({ severity: 'Critical', detail: { timeout_minutes: 1 } });

    await stack.sim.control.silence({ device_id: radio, silent: false });
    expect(await waitForIncident('Reachability', radio, 'Closed')).toMatchObject({
      id: raised.id,
      close_reason: 'cleared',
    });
    ahead = 0;
  });

  it('reachability of a hub: Offline and silent past the tech timeout', async () => {
    await stack.sim.control.silence({ hub_id: 1, silent: true });
    await stack.server.app.services.incidentEngine.evaluateNow(stack.systemId);
    const hubIncidents = async () => (await incidents(ALL_STATES)).filter((i) => i.hub_id === 1);
    expect(await hubIncidents()).toEqual([]);
    ahead = 61_000;
    await vi.waitFor(async () => expect((await hubIncidents()).map((i) => i.state)).toEqual(['New']), PATIENT);
    await stack.sim.control.silence({ hub_id: 1, silent: false });
    await vi.waitFor(async () => expect((await hubIncidents()).map((i) => i.state)).toEqual(['Closed']), PATIENT);
    ahead = 0;
  });

  it('defect: a defect call open past the defects timeout; on a repeater marked as such; closed with the call', async () => {
    const { control } = stack.sim;
    await control.defect({ device_id: wired });
    const defect = await waitForIncident('Defect', wired);
    expect(defect).toMatchObject({ severity: 'Critical', is_repeater: false });
    const repeaterCall = await control.defect({ repeater: true });
    const repeater = await waitForIncident('Defect', repeaterCall?.system_tree_node_id ?? 0);
    expect(repeater.is_repeater).toBe(true);
    expect((await incidents({ repeater: true })).map((i) => i.id)).toEqual([repeater.id]);

    await control.defect({ device_id: wired, close: true });
    await control.defect({ repeater: true, close: true });
    expect(await waitForIncident('Defect', wired, 'Closed')).toMatchObject({ id: defect.id });
    await waitForIncident('Defect', repeaterCall?.system_tree_node_id ?? 0, 'Closed');
  });

  it('probable defect: three calls of the criterion within the hour; closed when the hour has passed', async () => {
    const { control } = stack.sim;
    for (let i = 0; i < 3; i++) {
      await control.call({ device_id: wired, call_type_id: 3 });
      await control.call({ device_id: wired, call_type_id: 3, close: true });
    }
    const probable = await waitForIncident('ProbableDefect', wired);
    expect(probable).toMatchObject({ severity: 'Info', detail: { count: 3, threshold: 3 } });
    ahead = 2 * HOUR;
    await waitForIncident('ProbableDefect', wired, 'Closed');
    ahead = 0;
  });
});

describe('incidents in the console: assign, comment, close (spec part 2 §2)', () => {
  const ASSIGN = `mutation($id: Int!, $u: Int) { assignIncident(id: $id, user_id: $u) { ${FIELDS} } }`;
  const COMMENT =
    'mutation($id: Int!, $t: String!) { commentIncident(id: $id, text: $t) { id comments { text user_name } } }';
  const CLOSE = `mutation($id: Int!, $c: String) { closeIncident(id: $id, comment: $c) { ${FIELDS} } }`;

  it('refuses without a session and without analytics::manage_incidents; tells handlers live', async () => {
    const radio = radios[2] ?? 0;
    const visitor = stack.client();
    const other = await userWith(stack.server, admin, 'log-only', ['calllog::use_module']);
    other.system = admin.system;
    const handler = await userWith(stack.server, admin, 'tech', [
      'analytics::use_module',
      'analytics::manage_incidents',
    ]);
    handler.system = admin.system;

    const code = (r: { errors: { extensions?: Record<string, unknown> }[] }) => r.errors[0]?.extensions?.code;
    expect(code(await visitor.gql(LIST))).toBe('MISSING_AUTH');
    expect(code(await other.gql(LIST))).toBe('MISSING_PERMISSION');
    expect(code(await other.gql(ASSIGN, { id: 1, u: null }))).toBe('MISSING_PERMISSION');

    type Message = { systemMessages: { subject: string; payload: { raised: number[] } } };
    const sockets = [handler.socket(), other.socket()];
    const heard: Message[][] = [[], []];
    const started: Promise<unknown>[] = [];
    sockets.forEach((socket, n) => {
      const messages = heard[n] ?? [];
      // The first message (restart) says the subscription is running.
      started.push(
        take<Message>(socket, 'subscription { systemMessages { subject payload } }', 1000, {
          onNext: (m) => messages.push(m),
        }).catch(() => undefined),
      );
    });
    await vi.waitFor(() => expect(heard.map((h) => h.length > 0)).toEqual([true, true]), PATIENT);
    await stack.sim.control.device({ device_id: radio, battery: 10 });
    const incident = await waitForIncident('Battery', radio);
    const changed = (n: number) =>
      (heard[n] ?? [])
        .filter((m) => m.systemMessages.subject === 'incidents.changed')
        .map((m) => m.systemMessages.payload.raised);
    await vi.waitFor(() => expect(changed(0)).toContainEqual([incident.id]), PATIENT);
    expect(changed(1)).toEqual([]);
    await Promise.all(sockets.map((s) => s.dispose()));
  });

  it('assigns, comments and closes by hand; a hand-closed incident is not raised again while its cause holds', async () => {
    const radio = radios[2] ?? 0;
    const incident = await waitForIncident('Battery', radio);
    type Options = { incidentOptions: { assignees: { id: number; name: string }[]; sections: { name: string }[] } };
    const reply = await admin.gql<Options>('{ incidentOptions { assignees { id name } sections { name } } }');
    const options = reply.data?.incidentOptions;
    const tech = options?.assignees.find((u) => u.name === 'tech');
    expect(options?.assignees.map((u) => u.name)).toEqual(['admin', 'tech']);
    expect(options?.sections.length).toBeGreaterThan(0);

    const assigned = await admin.gql<{ assignIncident: Incident }>(ASSIGN, { id: incident.id, u: tech?.id });
    expect(assigned.data?.assignIncident).toMatchObject({ state: 'Assigned', assignee_name: 'tech' });
    const refused = await admin.gql(ASSIGN, { id: incident.id, u: 999 });
    expect(refused.errors[0]?.extensions).toMatchObject({ validation: true, field: 'user_id' });
    expect((await incidents({ assignee_user_ids: [tech?.id] })).map((i) => i.id)).toEqual([incident.id]);

    const commented = await admin.gql<{ commentIncident: { comments: { text: string; user_name: string }[] } }>(
      COMMENT,
      {
        id: incident.id,
        t: 'Batterie bestellt',
      },
    );
    expect(commented.data?.commentIncident.comments).toEqual([{ text: 'Batterie bestellt', user_name: 'admin' }]);
    expect((await admin.gql(COMMENT, { id: incident.id, t: '  ' })).errors[0]?.extensions).toMatchObject({
      field: 'text',
      key: 'required',
    });

    const closed = await admin.gql<{ closeIncident: Incident }>(CLOSE, { id: incident.id, c: 'Gerät ausser Betrieb' });
    expect(closed.data?.closeIncident).toMatchObject({ state: 'Closed', close_reason: 'manual' });
    await stack.server.app.services.incidentEngine.evaluateNow(stack.systemId);
    expect(of(await incidents(), 'Battery', radio)).toEqual([]);

    // The battery is replaced — the engine sees the cause clear and drops the hold — then runs low again.
    await stack.sim.control.device({ device_id: radio, battery: 100 });
    await vi.waitFor(
      async () => {
        const [row] = await stack.server.app.database.db
          .select({ held: incidentsTable.held_until_cleared })
          .from(incidentsTable)
          .where(eq(incidentsTable.id, incident.id));
        expect(row?.held).toBe(false);
      },
      { timeout: 8_000, interval: 50 },
    );
    await stack.sim.control.device({ device_id: radio, battery: 15 });
    const again = await waitForIncident('Battery', radio);
    expect(again.id).not.toBe(incident.id);
  });
});

describe('the analytics overview boxes (spec part 2 §2)', () => {
  it('shows each box behind its permission, with the open incidents of its kind', async () => {
    const radio = radios[3] ?? 0;
    await stack.sim.control.device({ device_id: radio, battery: 5 });
    await waitForIncident('Battery', radio);
    const viewer = await userWith(stack.server, admin, 'viewer', [
      'analytics::use_module',
      'analytics::see_low_battery_box',
    ]);
    viewer.system = admin.system;
    type Box = { kind: string; count: number; items: { incident_id: number; device_name: string; battery: number }[] };
    const QUERY = '{ analyticsOverview { kind count items { incident_id device_name battery } } }';
    const boxes = (await viewer.gql<{ analyticsOverview: Box[] }>(QUERY)).data?.analyticsOverview ?? [];
    expect(boxes.map((b) => b.kind)).toEqual(['low_battery']);
    const open = await incidents({ types: ['Battery'] });
    expect(boxes[0]?.count).toBe(open.length);
    expect(boxes[0]?.items).toContainEqual(expect.objectContaining({ battery: 5 }));
    const all = (await admin.gql<{ analyticsOverview: Box[] }>(QUERY)).data?.analyticsOverview ?? [];
    expect(all.map((b) => b.kind)).toEqual(['defects', 'low_battery', 'not_reachable', 'repeater_defects']);
  });
});

describe('the technician work list (/admin/defects)', () => {
  it('lists every open incident by section and place; repeater defects only for who may see them', async () => {
    const repeater = await stack.sim.control.defect({ repeater: true });
    const repeaterId = repeater?.system_tree_node_id ?? 0;
    await waitForIncident('Defect', repeaterId);
    type Item = {
      incident_id: number;
      type: string;
      is_repeater: boolean;
      section_name: string | null;
      place: string | null;
    };
    const QUERY = '{ defectWorkList { incident_id type is_repeater section_name place } }';
    const all = (await admin.gql<{ defectWorkList: Item[] }>(QUERY)).data?.defectWorkList ?? [];
    expect(all.map((i) => i.incident_id).sort()).toEqual((await incidents()).map((i) => i.id).sort());
    const sectionsInOrder = all.map((i) => i.section_name ?? '\uffff');
    expect(sectionsInOrder).toEqual([...sectionsInOrder].sort((a, b) => a.localeCompare(b)));
    expect(all.some((i) => i.is_repeater)).toBe(true);

    const logReader = await userWith(stack.server, admin, 'defects-reader', [
      'calllog::use_module',
      'calllog::see_defects',
    ]);
    logReader.system = admin.system;
    const theirs = (await logReader.gql<{ defectWorkList: Item[] }>(QUERY)).data?.defectWorkList ?? [];
    expect(theirs.length).toBe(all.length - all.filter((i) => i.is_repeater).length);
    const visitor = stack.client();
    expect((await visitor.gql(QUERY)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
    await stack.sim.control.defect({ repeater: true, close: true });
  });
});
