import { formatSystemId } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, take } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { auditLog, screens } from '../../db/schema/index';

// The display fleet and its latency watchdog (issue 14 items 2 and 3, ADR 0038): heartbeats over the
// socket, kept in memory and written in batches; silent displays and late renders raise the technicians'
// alarm. Rounds are driven by the test (flush interval far away), the silence is shortened to 2 s.
const SILENCE_MS = 2_000;
let server: TestServer;
let admin: TestClient;
let system: string;
const sockets: Client[] = [];

const HEARTBEAT = 'mutation($input: ScreenHeartbeatInput!) { screenHeartbeat(input: $input) { taken every_ms } }';
const FLEET =
  '{ fleetScreens { id kind name place version clock_offset_ms live visible sound_unlocked last_latency_ms latency_p50_ms latency_p95_ms latency_samples } }';
type Screen = {
  id: number;
  kind: string;
  name: string | null;
  place: string;
  live: boolean;
  clock_offset_ms: number | null;
  last_latency_ms: number | null;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  latency_samples: number;
};
type Alarm = { systemMessages: { subject: string; payload: Record<string, unknown> } };

beforeAll(async () => {
  server = await startServer({ config: { fleetSilenceMs: SILENCE_MS, fleetFlushMs: 3_600_000 } });
  admin = await setUpAdmin(server);
  system = formatSystemId((await addSystems(server, ['Haus Linde']))[0] ?? 0);
  admin.system = system;
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await server.close();
});

function beat(key: string, extra: Record<string, unknown> = {}) {
  return {
    key,
    kind: 'display',
    version: '0.1.0',
    place: 'Flur 1. OG',
    visible: true,
    clock_offset_ms: -7_200_000,
    ...extra,
  };
}

/** A visitor's display socket, as the wall display has it. */
function displaySocket(): Client {
  const visitor = server.client();
  visitor.system = system;
  const socket = visitor.socket();
  sockets.push(socket);
  return socket;
}

/** A mutation over the socket, as the pages send their heartbeats. */
async function overSocket(socket: Client, input: unknown): Promise<{ data?: unknown; errors?: unknown }> {
  return new Promise((resolve, reject) => {
    let result: { data?: unknown; errors?: unknown } = {};
    socket.subscribe(
      { query: HEARTBEAT, variables: { input } },
      {
        next: (value) => {
          result = value as typeof result;
        },
        error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error)),
        complete: () => resolve(result),
      },
    );
  });
}

async function fleet(client = admin): Promise<Screen[]> {
  const res = await client.gql<{ fleetScreens: Screen[] }>(FLEET);
  expect(res.errors).toEqual([]);
  return res.data?.fleetScreens ?? [];
}

/**
 * The alarms that reach this client's socket and pass `filter`; resolves once the subscription is live
 * (its first message, `restart`, came), so nothing published afterwards can be missed.
 */
async function listen(client: TestClient, filter: (payload: Record<string, unknown>) => boolean) {
  const socket = client.socket();
  sockets.push(socket);
  let live: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    live = resolve;
  });
  const heard: Alarm[] = [];
  const first = take<Alarm>(socket, 'subscription { systemMessages { subject payload } }', 1, {
    filter: ({ systemMessages: { subject, payload } }) => {
      live();
      return subject === 'fleet.alarm' && filter(payload);
    },
    onNext: (m) => heard.push(m),
  });
  await subscribed;
  return { first, heard };
}

/** The technicians' alarms of `reason` for screens of `kind`. */
const alarms = (client: TestClient, reason: string, kind = 'display') =>
  listen(client, (p) => p.reason === reason && p.kind === kind);

describe('heartbeats', () => {
  it('are taken over the socket, kept in memory, and written by the round', async () => {
    const socket = displaySocket();
    // The server sets the pace: a third of the (shortened) silence.
    expect(await overSocket(socket, beat('display-aaaa-1111'))).toEqual({
      data: { screenHeartbeat: { taken: true, every_ms: 1_000 } },
    });
    // Nothing written yet: a heartbeat is a map update, the database sees a batch.
    expect(await server.app.database.db.select().from(screens)).toEqual([]);
    await server.app.services.fleet.round();
    const [screen] = await fleet();
    expect(screen).toMatchObject({ kind: 'display', place: 'Flur 1. OG', live: true, clock_offset_ms: -7_200_000 });
  });

  it('refuses what breaks the rules, at the boundary', async () => {
    const socket = displaySocket();
    const bad = [
      beat('short'),
      beat('with space in it'),
      beat('display-bbbb-2222', { kind: 'kiosk' }),
      beat('display-bbbb-2222', { place: 'x'.repeat(201) }),
      beat('display-bbbb-2222', { place: 'Flur\u0007' }),
      beat('display-bbbb-2222', {
        renders: Array.from({ length: 51 }, (_, i) => ({ call_id: i + 1, latency_ms: 10 })),
      }),
      beat('display-bbbb-2222', { renders: [{ call_id: 0, latency_ms: 10 }] }),
    ];
    for (const input of bad) {
      expect(await overSocket(socket, input)).toEqual({ data: { screenHeartbeat: { taken: false, every_ms: 1_000 } } });
    }
    await server.app.services.fleet.round();
    expect((await fleet()).map((s) => s.place)).toEqual(['Flur 1. OG']);
  });
});

describe('the technicians’ alarm', () => {
  it('sounds once when a live display falls silent, for technicians only', async () => {
    const technician = await userWith(server, admin, 'techniker', ['admin::manage_system']);
    technician.system = system;
    const nurse = await userWith(server, admin, 'pflege', ['calllog::use_module']);
    nurse.system = system;
    const nurseAlarms = await alarms(nurse, 'silent');
    // The first display of this file is silent by now too: its alarm is not the one awaited here.
    const technicianAlarms = await listen(technician, (p) => p.place === 'Stationszimmer');
    await overSocket(displaySocket(), beat('display-cccc-3333', { place: 'Stationszimmer' }));
    await server.app.services.fleet.round();
    expect((await fleet()).find((s) => s.place === 'Stationszimmer')?.live).toBe(true);

    // It says nothing more; rounds go on until the silence is longer than the limit.
    const rounds = setInterval(() => void server.app.services.fleet.round(), 100);
    try {
      const [alarm] = await technicianAlarms.first;
      expect(alarm?.systemMessages.payload).toMatchObject({
        reason: 'silent',
        kind: 'display',
        place: 'Stationszimmer',
      });
    } finally {
      clearInterval(rounds);
    }
    expect((await fleet()).find((s) => s.place === 'Stationszimmer')?.live).toBe(false);
    expect(nurseAlarms.heard).toEqual([]);
  });

  it('sounds for a render over the 5 s budget, and the fleet shows p50/p95 per screen', async () => {
    const late = await alarms(admin, 'late');
    const socket = displaySocket();
    const renders = [300, 400, 500, 600, 7_000].map((latency_ms, i) => ({ call_id: 100 + i, latency_ms }));
    await overSocket(socket, beat('display-dddd-4444', { place: 'Empfang', renders }));
    const [alarm] = await late.first;
    expect(alarm?.systemMessages.payload).toMatchObject({
      reason: 'late',
      latency_ms: 7_000,
      call_id: 104,
      place: 'Empfang',
    });
    await server.app.services.fleet.round();
    expect((await fleet()).find((s) => s.place === 'Empfang')).toMatchObject({
      last_latency_ms: 7_000,
      latency_p50_ms: 500,
      latency_p95_ms: 7_000,
      latency_samples: 5,
    });
  });

  it('lets a phone fall quiet, or ring late behind an escalation step, without an alarm', async () => {
    const silent = await alarms(admin, 'silent', 'phone');
    const late = await alarms(admin, 'late', 'phone');
    const renders = [{ call_id: 9, latency_ms: 60_000 }];
    await overSocket(displaySocket(), beat('phone-eeee-5555', { kind: 'phone', place: 'Telefon 7', renders }));
    await server.app.services.fleet.round();
    await expect
      .poll(
        async () => {
          await server.app.services.fleet.round();
          return (await fleet()).find((s) => s.place === 'Telefon 7')?.live;
        },
        { timeout: 10_000 },
      )
      .toBe(false);
    expect([...silent.heard, ...late.heard]).toEqual([]);
  });
});

describe('naming', () => {
  it('an administrator names a screen; the name is audited and validated', async () => {
    const [first] = await fleet();
    if (!first) throw new Error('no screen');
    const named = await admin.gql<{ updateScreen: Screen }>(
      'mutation($id: Int!) { updateScreen(id: $id, data: { name: "Flur Nord" }) { id name } }',
      { id: first.id },
    );
    expect(named.errors).toEqual([]);
    expect(named.data?.updateScreen).toEqual({ id: first.id, name: 'Flur Nord' });
    const tooLong = await admin.gql(
      'mutation($id: Int!, $n: String) { updateScreen(id: $id, data: { name: $n }) { id } }',
      {
        id: first.id,
        n: 'x'.repeat(101),
      },
    );
    expect(tooLong.errors[0]?.extensions?.validation).toBe(true);
    const audit = await server.app.database.db
      .select({
        entity: auditLog.entity,
        entity_id: auditLog.entity_id,
        field: auditLog.field,
        change: auditLog.change,
      })
      .from(auditLog)
      .where(eq(auditLog.entity, 'screen'));
    expect(audit).toEqual([
      { entity: 'screen', entity_id: String(first.id), field: 'name', change: { from: null, to: 'Flur Nord' } },
    ]);
  });
});
