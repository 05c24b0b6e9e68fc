import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeConfigurator, wireCall } from '../src/call-system/fake-configurator';
import { systemLinks, systems } from '../src/db/schema/index';
import { linkReady } from './call-system';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin, userWith } from './seed';

// Issue 11 points 3 and 4 (ADR 0025): the link's state and its breaks of the event order are what its
// holder wrote into the database, read the same way by every instance; the display reads them at start
// and hears every change, for each system it may see.

type Faults = { missing_seq: number; backwards: number; gaps: number; last_at: string | null };
type Param = {
  link_state: string;
  link_state_since: string | null;
  link_error: string | null;
  link_seq_faults: Faults;
};
type Message = { subject: string; payload: Record<string, unknown> | null };

let fake: FakeConfigurator;
let server: TestServer;
let admin: TestClient;
let systemId: number;

beforeAll(async () => {
  fake = await FakeConfigurator.start();
  server = await startServer();
  admin = await setUpAdmin(server);
  systemId = await linkReady(server, fake.port, '');
});
afterAll(async () => {
  await server.close();
  await fake.close().catch(() => undefined);
});

async function param(id = systemId): Promise<Param> {
  const reply = await admin.gql<{ systemParam: Param }>(
    `{ systemParam(id: ${id}) { link_state link_state_since link_error link_seq_faults { missing_seq backwards gaps last_at } } }`,
  );
  if (!reply.data?.systemParam) throw new Error(JSON.stringify(reply.errors));
  return reply.data.systemParam;
}

const open = async () => (await server.app.services.calls.openCalls(systemId)).map((c) => c.id);

/** A system that no instance links to, with a link row as a holder on another instance would write it. */
async function reportedElsewhere(state: string, holderAgoSeconds: number): Promise<number> {
  const db = server.app.database.db;
  const [row] = await db.insert(systems).values({ name: 'Lindenhof', ip: '10.9.9.9' }).returning();
  if (!row) throw new Error('no system row');
  server.app.services.systems.invalidate();
  const at = sql`now() - make_interval(secs => ${holderAgoSeconds})`;
  await db.insert(systemLinks).values({ system_id: row.id, state, state_since: at, holder_at: at, error: 'x' });
  return row.id;
}

describe('the link state in the database', () => {
  it('is the holder’s, with its last contact and when the state began', async () => {
    const [link] = await server.app.database.db.select().from(systemLinks).where(eq(systemLinks.system_id, systemId));
    expect(link).toMatchObject({ state: 'ready', version: 'fake-1', error: null });
    const shown = await param();
    expect(shown.link_state).toBe('ready');
    expect(new Date(shown.link_state_since ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('turns unknown when the holder has not written for 15 s, whatever it wrote last', async () => {
    const fresh = await reportedElsewhere('ready', 5);
    const silent = await reportedElsewhere('ready', 20);

    expect((await param(fresh)).link_state).toBe('ready');
    const gone = await param(silent);
    expect(gone.link_state).toBe('unknown');
    expect(gone.link_error).toMatch(/stopped reporting/);
    const visitor = await server
      .client()
      .gql<{ linkStates: { system_id: number; state: string }[] }>('{ linkStates { system_id state age_seconds } }');
    expect(visitor.data?.linkStates.find((s) => s.system_id === silent)).toMatchObject({ state: 'unknown' });
    expect(visitor.data?.linkStates.find((s) => s.system_id === systemId)).toMatchObject({ state: 'ready' });
    await server.app.database.db.delete(systems).where(sql`${systems.id} in (${fresh}, ${silent})`);
    server.app.services.systems.invalidate();
  });

  it('shows a user restricted to some systems only theirs', async () => {
    const [own] = await server.app.database.db.insert(systems).values({ name: 'Eichenhof' }).returning();
    server.app.services.systems.invalidate();
    const user = await userWith(server, admin, 'eichen', [], { system_access: [own?.id ?? 0] });
    user.system = String(own?.id).padStart(2, '0');

    const reply = await user.gql<{ linkStates: { system_id: number; state: string }[] }>(
      '{ linkStates { system_id state } }',
    );

    expect(reply.data?.linkStates).toEqual([{ system_id: own?.id, state: 'offline' }]);
  });

  it('counts each break of the event order on the system, and the call comes all the same', async () => {
    const seq = fake.openCall(501);
    await vi.waitFor(async () => expect(await open()).toContain(501));
    const back = wireCall(502);
    fake.snapshotCalls.push(back);
    fake.event('call.opened', { call: back }, { seq });
    await vi.waitFor(async () => expect(await open()).toContain(502));
    const bare = wireCall(503);
    fake.snapshotCalls.push(bare);
    fake.raw(JSON.stringify({ type: 'call.opened', at: bare.opened_at, data: { call: bare } }));
    await vi.waitFor(async () => expect(await open()).toContain(503));
    fake.openCall(504, 'lost');
    fake.openCall(505);
    await vi.waitFor(async () => expect(await open()).toEqual(expect.arrayContaining([504, 505])));

    await vi.waitFor(async () =>
      expect((await param()).link_seq_faults).toMatchObject({ missing_seq: 1, backwards: 1, gaps: 1 }),
    );
    expect((await param()).link_seq_faults.last_at).not.toBeNull();
  });
});

describe('link.state messages', () => {
  it('reach a display of another system context with the state, and technicians with the cause', async () => {
    const [other] = await server.app.database.db.insert(systems).values({ name: 'Birkenhof' }).returning();
    server.app.services.systems.invalidate();
    const listen = (client: TestClient) => {
      client.system = String(other?.id).padStart(2, '0');
      const socket = client.socket();
      const heard: Message[] = [];
      socket.subscribe<{ systemMessages: Message }>(
        { query: 'subscription { systemMessages { subject payload } }' },
        { next: (v) => v.data && heard.push(v.data.systemMessages), error: () => {}, complete: () => {} },
      );
      return { socket, heard };
    };
    const display = listen(server.client());
    const technician = listen(admin);
    await vi.waitFor(() => expect(display.heard.map((m) => m.subject)).toContain('restart'));

    await fake.close();

    const offline = (m: Message) => m.subject === 'link.state' && m.payload?.state === 'offline';
    await vi.waitFor(() => expect(display.heard.some(offline) && technician.heard.some(offline)).toBe(true), {
      timeout: 10_000,
    });
    expect(display.heard.find(offline)?.payload).toEqual({
      system_id: systemId,
      state: 'offline',
      progress: null,
      age_seconds: expect.any(Number),
    });
    expect(technician.heard.find(offline)?.payload).toMatchObject({ error: expect.any(String) });
    await display.socket.dispose();
    await technician.socket.dispose();
  });
});
