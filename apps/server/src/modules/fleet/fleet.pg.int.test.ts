import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, take } from '../../../test/client';
import { freshDatabaseUrl, startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin } from '../../../test/seed';

// The fleet with several instances on one PostgreSQL (ADR 0038): each instance knows only its own sockets;
// the page of any instance lists every screen, and a silence is told once however many instances look.
const SILENCE_MS = 2_000;
let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer;
let admin: TestClient;
const sockets: Client[] = [];

type Alarm = { systemMessages: { subject: string; payload: Record<string, unknown> } };

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  const config = { fleetSilenceMs: SILENCE_MS, fleetFlushMs: 3_600_000 };
  [one, two] = await Promise.all([
    startServer({ databaseUrl: db.url, config }),
    startServer({ databaseUrl: db.url, config }),
  ]);
  admin = await setUpAdmin(one);
});
afterAll(async () => {
  for (const s of sockets) await s.dispose();
  await one?.close();
  await two?.close();
  await db?.drop();
});

function socketOf(client: TestClient): Client {
  const socket = client.socket();
  sockets.push(socket);
  return socket;
}

function heartbeat(server: TestServer, place: string) {
  const socket = socketOf(server.client());
  const input = { key: `pg-${place}-0000`, kind: 'display', version: '1', place, visible: true };
  return new Promise<unknown>((resolve, reject) => {
    let data: unknown;
    socket.subscribe(
      {
        query: 'mutation($i: ScreenHeartbeatInput!) { screenHeartbeat(input: $i) { taken } }',
        variables: { i: input },
      },
      { next: (v) => (data = v.data), error: reject, complete: () => resolve(data) },
    );
  });
}

async function placesOn(server: TestServer): Promise<{ place: string; live: boolean }[]> {
  const client = server.client();
  client.cookie = admin.cookie;
  const res = await client.gql<{ fleetScreens: { place: string; live: boolean }[] }>('{ fleetScreens { place live } }');
  expect(res.errors).toEqual([]);
  return res.data?.fleetScreens ?? [];
}

describe('the fleet on two instances', () => {
  it('lists on one instance the screens another holds, and tells a silence once', async () => {
    expect(await heartbeat(one, 'Eingang')).toEqual({ screenHeartbeat: { taken: true } });
    expect(await heartbeat(two, 'Cafeteria')).toEqual({ screenHeartbeat: { taken: true } });
    await Promise.all([one.app.services.fleet.round(), two.app.services.fleet.round()]);
    for (const server of [one, two]) {
      expect((await placesOn(server)).sort((a, b) => a.place.localeCompare(b.place))).toEqual([
        { place: 'Cafeteria', live: true },
        { place: 'Eingang', live: true },
      ]);
    }

    // Both fall silent; both instances keep looking. Every alarm reaches the technician's socket on
    // instance two (through the bus): one per screen, not one per instance.
    const technician = two.client();
    technician.cookie = admin.cookie;
    const heard: Alarm[] = [];
    let live: () => void = () => {};
    const subscribed = new Promise<void>((resolve) => {
      live = resolve;
    });
    void take<Alarm>(socketOf(technician), 'subscription { systemMessages { subject payload } }', 3, {
      filter: (m) => {
        live();
        return m.systemMessages.subject === 'fleet.alarm';
      },
      onNext: (m) => heard.push(m),
    });
    // Listening before the silence can be told (the subscription's first message is `restart`).
    await subscribed;
    await expect
      .poll(
        async () => {
          await Promise.all([one.app.services.fleet.round(), two.app.services.fleet.round()]);
          return heard.length;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(2);
    // A few more rounds on both: nothing is told again.
    for (let i = 0; i < 5; i += 1) await Promise.all([one.app.services.fleet.round(), two.app.services.fleet.round()]);
    expect(heard.map((m) => m.systemMessages.payload.place).sort()).toEqual(['Cafeteria', 'Eingang']);
    expect((await placesOn(one)).every((s) => !s.live)).toBe(true);
  });
});
