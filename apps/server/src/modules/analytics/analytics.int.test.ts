import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import * as schema from '../../db/schema/index';

// The analytics charts over calls stored in the database (issue 15, ADR 0040): hours and days in the
// system's time zone, response times by section and shift, the busiest devices, the caller's call scope,
// the bounded period, and a constant number of statements whatever the number of calls.

let server: TestServer;
let admin: TestClient;
let system = 0;
/** Statements the server ran on `calls`, while counting. */
let counting = false;
let callStatements = 0;

/** Monday 6 July 2026, 00:00 in Zurich (UTC+2): the period is that day and the next two. */
const FROM = new Date('2026-07-05T22:00:00Z');
const TO = new Date('2026-07-08T22:00:00Z');
const at = (day: number, hour: number, minute = 0) =>
  new Date(FROM.getTime() + ((day * 24 + hour) * 60 + minute) * 60_000);

interface Seeded {
  opened: Date;
  seconds: number | null;
  section: 1 | 2;
  node: number;
  source?: number;
}
/**
 * Station A (1) and B (2). Early shift: three calls of 30 s, 2 min, 4 min; late: one of 15 min (B); night:
 * one of 25 min and one still open (B). Device 10 raises three calls, 11 two, 12 one; one before the period.
 */
const SEEDED: Seeded[] = [
  { opened: at(0, 7, 10), seconds: 30, section: 1, node: 10 },
  { opened: at(0, 7, 40), seconds: 120, section: 1, node: 10 },
  { opened: at(1, 9), seconds: 240, section: 1, node: 11, source: 2 },
  { opened: at(1, 15), seconds: 900, section: 2, node: 12 },
  { opened: at(2, 23, 30), seconds: 1500, section: 2, node: 10 },
  { opened: at(2, 2), seconds: null, section: 2, node: 11 },
  { opened: at(-1, 12), seconds: 60, section: 1, node: 10 },
];

const CHARTS = `query($from: DateTime!, $to: DateTime!) { analyticsCharts(from: $from, to: $to) {
  time_zone total calls_per_hour calls_per_day { day count } response_bin_edges
  response_by_section { key name count median_seconds p90_seconds bins }
  response_by_shift { key name count median_seconds bins }
  busiest_devices { system_tree_node_id device_name section_name count }
} }`;

beforeAll(async () => {
  server = await startServer({
    onQuery: (sql) => {
      if (counting && sql.includes('from "calls"')) callStatements += 1;
    },
  });
  admin = await setUpAdmin(server);
  const licence = buildLicense();
  await admin.gql(`mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`);
  [system = 0] = await addSystems(server, ['Charts']);
  admin.system = String(system).padStart(2, '0');
  const db = server.app.database.db;
  await db.insert(schema.callSourceGroups).values({ system_id: system, id: 1, name: 'Bad', call_source_ids: [2] });
  await db.insert(schema.calls).values(
    SEEDED.map((c, i) => ({
      system_id: system,
      id: 500 + i,
      call_type_id: 1,
      call_type_text: 'Ruf',
      call_source_id: c.source ?? 1,
      section_id: c.section,
      section_name: c.section === 1 ? 'Station A' : 'Station B',
      system_tree_node_id: c.node,
      number: c.node,
      device_text_short: `Z${c.node}`,
      device_text_long: `Zimmer ${c.node}`,
      opened_at: c.opened,
      updated_at: c.opened,
      closed_at: c.seconds === null ? null : new Date(c.opened.getTime() + c.seconds * 1000),
      duration: c.seconds,
      is_closed: c.seconds !== null,
      weekday: 1,
    })),
  );
}, 30_000);
afterAll(async () => {
  await server?.close();
});

interface Charts {
  time_zone: string;
  total: number;
  calls_per_hour: number[];
  calls_per_day: { day: string; count: number }[];
  response_bin_edges: number[];
  response_by_section: {
    key: string;
    name: string;
    count: number;
    median_seconds: number;
    p90_seconds: number;
    bins: number[];
  }[];
  response_by_shift: { key: string; name: null; count: number; median_seconds: number; bins: number[] }[];
  busiest_devices: { system_tree_node_id: number; device_name: string; section_name: string; count: number }[];
}

async function charts(client: TestClient, from = FROM, to = TO) {
  return client.gql<{ analyticsCharts: Charts }>(CHARTS, { from: from.toISOString(), to: to.toISOString() });
}

describe('analyticsCharts (issue 15 item 2)', () => {
  it('counts calls by hour and day in the system time zone, and response times by section and shift', async () => {
    counting = true;
    callStatements = 0;
    const res = await charts(admin);
    counting = false;
    expect(res.errors).toEqual([]);
    const c = res.data?.analyticsCharts as Charts;
    expect(c.time_zone).toBe('Europe/Zurich');
    expect(c.total).toBe(6);
    const hours = Object.fromEntries(c.calls_per_hour.map((n, h) => [h, n]).filter(([, n]) => n));
    expect(c.calls_per_hour).toHaveLength(24);
    expect(hours).toEqual({ 2: 1, 7: 2, 9: 1, 15: 1, 23: 1 });
    expect(c.calls_per_day).toEqual([
      { day: '2026-07-06', count: 2 },
      { day: '2026-07-07', count: 2 },
      { day: '2026-07-08', count: 2 },
    ]);
    expect(c.response_bin_edges).toEqual([60, 180, 300, 600, 1200]);
    expect(c.response_by_section).toEqual([
      { key: '1', name: 'Station A', count: 3, median_seconds: 120, p90_seconds: 216, bins: [1, 1, 1, 0, 0, 0] },
      { key: '2', name: 'Station B', count: 2, median_seconds: 1200, p90_seconds: 1440, bins: [0, 0, 0, 0, 1, 1] },
    ]);
    expect(c.response_by_shift).toEqual([
      { key: 'early', name: null, count: 3, median_seconds: 120, bins: [1, 1, 1, 0, 0, 0] },
      { key: 'late', name: null, count: 1, median_seconds: 900, bins: [0, 0, 0, 0, 1, 0] },
      { key: 'night', name: null, count: 1, median_seconds: 1500, bins: [0, 0, 0, 0, 0, 1] },
    ]);
    expect(c.busiest_devices).toEqual([
      { system_tree_node_id: 10, device_name: 'Zimmer 10', section_name: 'Station B', count: 3 },
      { system_tree_node_id: 11, device_name: 'Zimmer 11', section_name: 'Station B', count: 2 },
      { system_tree_node_id: 12, device_name: 'Zimmer 12', section_name: 'Station B', count: 1 },
    ]);
    // One statement per chart, not one per section, shift, day or device.
    expect(callStatements).toBe(4);
  });

  it('counts only the calls a user restricted to call source groups may see', async () => {
    // The sources of group 1 only (the bath's call source); the user's form sets it, the helper passes it on.
    const restricted = { call_source_group_ids: [1] } as { system_access?: number[] };
    const bath = await userWith(server, admin, 'charts-bath', ['analytics::use_module'], restricted);
    bath.system = admin.system;
    const res = await charts(bath);
    expect(res.errors).toEqual([]);
    expect(res.data?.analyticsCharts.total).toBe(1);
    expect(res.data?.analyticsCharts.busiest_devices.map((d) => d.system_tree_node_id)).toEqual([11]);
  });

  it('refuses a period longer than a quarter or ending before it starts, and an empty period has zeros', async () => {
    const long = await charts(admin, FROM, new Date(FROM.getTime() + 93 * 86_400_000));
    expect(long.errors.map((e) => [e.extensions?.field, e.extensions?.data])).toEqual([['to', { reason: 'too_long' }]]);
    const backwards = await charts(admin, TO, FROM);
    expect(backwards.errors.map((e) => e.extensions?.field)).toEqual(['to']);
    const empty = await charts(admin, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-02T00:00:00Z'));
    expect(empty.errors).toEqual([]);
    expect(empty.data?.analyticsCharts).toMatchObject({
      total: 0,
      calls_per_day: [
        { day: '2026-01-01', count: 0 },
        { day: '2026-01-02', count: 0 },
      ],
      response_by_section: [],
      response_by_shift: [],
      busiest_devices: [],
    });
  });
});
