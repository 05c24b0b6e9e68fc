import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { batteryReadings, systemTreeNodes } from '../../db/schema/index';

// Battery intelligence (issue 15 item 4, ADR 0040): the readings the engine hears are kept, and the
// battery round lists the devices due, with their trend and date, in walking order.

let server: TestServer;
let admin: TestClient;
let system = 0;
const DAY = 86_400_000;

const ROUND = `query($d: Int) { batteryForecast(within_days: $d) {
  system_tree_node_id device_name floor place section_name battery battery_at drain_per_day replace_by low critical } }`;
interface Device {
  system_tree_node_id: number;
  device_name: string;
  floor: string;
  place: string;
  battery: number;
  battery_at: string | null;
  drain_per_day: number | null;
  replace_by: string | null;
  low: boolean;
  critical: boolean;
}

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [system = 0] = await addSystems(server, ['Haus Linde']);
  admin.system = String(system).padStart(2, '0');
  const node = (id: number, kind: string, name: string, parent_id: number | null, battery: number | null = null) => ({
    system_id: system,
    id,
    kind,
    name,
    parent_id,
    battery,
  });
  await server.app.database.db
    .insert(systemTreeNodes)
    .values([
      node(1, 'floor', '2. OG', null),
      node(2, 'floor', '1. OG', null),
      node(10, 'room', 'Zimmer 201', 1),
      node(11, 'room', 'Zimmer 110', 2),
      node(12, 'room', 'Zimmer 12', 2),
      node(20, 'radio', 'Medaillon 201', 10, 60),
      node(21, 'radio', 'Medaillon 110', 11, 90),
      node(22, 'radio', 'Medaillon 12', 12, 35),
    ]);
  // 201 loses 3 % a day (60 % now: 35 points above 25 % in under twelve days); 110 holds; 12 is low.
  const now = Date.now();
  const readings = [0, 4, 8].flatMap((d) => [
    { system_id: system, system_tree_node_id: 20, at: new Date(now - d * DAY), battery: 60 + 3 * d },
    { system_id: system, system_tree_node_id: 21, at: new Date(now - d * DAY), battery: 90 },
  ]);
  await server.app.database.db.insert(batteryReadings).values(readings);
}, 30_000);
afterAll(async () => {
  await server?.close();
});

describe('battery forecast and round (issue 15 item 4)', () => {
  it('lists every battery with its trend in walking order, and the round only those due', async () => {
    const all = await admin.gql<{ batteryForecast: Device[] }>(ROUND, {});
    expect(all.errors).toEqual([]);
    const list = all.data?.batteryForecast ?? [];
    expect(list.map((d) => `${d.floor}/${d.place}`)).toEqual([
      '1. OG/Zimmer 12',
      '1. OG/Zimmer 110',
      '2. OG/Zimmer 201',
    ]);
    const draining = list.find((d) => d.system_tree_node_id === 20);
    expect(draining?.drain_per_day).toBe(3);
    const due = new Date(draining?.replace_by ?? 0).getTime() - Date.now();
    expect(due / DAY).toBeGreaterThan(11.5);
    expect(due / DAY).toBeLessThan(12);
    expect(list.find((d) => d.system_tree_node_id === 21)).toMatchObject({ drain_per_day: 0, replace_by: null });
    // No reading of its own yet: its age is unknown.
    expect(list.find((d) => d.system_tree_node_id === 22)).toMatchObject({
      low: true,
      critical: false,
      battery_at: null,
    });

    const round = await admin.gql<{ batteryForecast: Device[] }>(ROUND, { d: 14 });
    expect(round.data?.batteryForecast.map((d) => d.system_tree_node_id)).toEqual([22, 20]);
    const week = await admin.gql<{ batteryForecast: Device[] }>(ROUND, { d: 7 });
    expect(week.data?.batteryForecast.map((d) => d.system_tree_node_id)).toEqual([22]);
  });

  it('keeps the battery values the engine hears, in one write per burst', async () => {
    const engine = server.app.services.incidentEngine;
    engine.onEvent(system, { type: 'device.battery', data: { device_id: 22, battery: 34 } } as never);
    engine.onEvent(system, { type: 'device.battery', data: { device_id: 22, battery: null } } as never);
    await engine.flushBatteries();
    const rows = await server.app.database.db
      .select({ battery: batteryReadings.battery })
      .from(batteryReadings)
      .where(eq(batteryReadings.system_tree_node_id, 22));
    expect(rows).toEqual([{ battery: 34 }]);
  });

  it('is the technician’s: refused without the defects right', async () => {
    const nurse = await userWith(server, admin, 'nurse', ['calllog::use_module']);
    nurse.system = admin.system;
    const res = await nurse.gql(ROUND, {});
    expect(res.errors.map((e) => e.extensions?.code)).toEqual(['MISSING_PERMISSION']);
  });
});
