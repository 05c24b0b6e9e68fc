import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { appSubscriptions, callActions } from '../src/db/schema/index';
import { startTestSimulator } from './call-system';
import { TestClient } from './client';
import {
  activateAppLicence,
  addAppUser,
  addGroup,
  addPhone,
  phoneOf,
  sectionOfNode,
  setAppSettings,
  watchPhone,
} from './phones-kit';
import { freePort, launchServer, migratedDataDir, waitHealthy } from './processes';

const dataDir = migratedDataDir('wardlight-escalation-');
const running: ChildProcess[] = [];
let sim: Awaited<ReturnType<typeof startTestSimulator>> | null = null;
const sockets: Array<{ close(): Promise<void> | void }> = [];

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DEVICE = 23;

/** The database between two server processes (the server holds its directory's lock while it runs). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

// Three server processes start here, each compiling the sources: slow on a busy two-core machine.
describe('killing the server in the middle of an escalation', { timeout: 180_000 }, () => {
  it('goes on where it was: the escalation due meanwhile happens once, nothing is repeated', async () => {
    sim = await startTestSimulator();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const client = () => Object.assign(new TestClient(url), { system: '01' });

    const first = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const setup = await new TestClient(url).gql(
      'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }',
      { ip: `127.0.0.1:${sim.sim.port}` },
    );
    expect(setup.errors).toEqual([]);
    const admin = await activateAppLicence({ client: () => new TestClient(url) });
    admin.system = '01';
    // The tree is imported from the simulator: the device and its section are known before the seed.
    await vi.waitFor(
      async () => {
        const res = await admin.gql<{ systemTreeNode: { section: { id: number } | null } | null }>(
          `{ systemTreeNode(id: ${DEVICE}) { section { id } } }`,
        );
        expect(res.data?.systemTreeNode?.section?.id).toBeGreaterThan(0);
      },
      { timeout: 15_000 },
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // Carla subscribed to the device (first tier), Anna's group has the section (second tier).
    await withDatabase(async (db) => {
      const section = await sectionOfNode(db, 1, DEVICE);
      const group = await addGroup(db, 1, { name: 'Pflege', section_id: section });
      const carla = await addAppUser(db, 1, 'carla', null);
      await addAppUser(db, 1, 'anna', group);
      await db.insert(appSubscriptions).values({ system_id: 1, app_user_id: carla, node_id: DEVICE, confirmed: true });
      await addPhone(db, 1, 'Phone C', 'PAIR-C');
      await addPhone(db, 1, 'Phone A', 'PAIR-A');
      await setAppSettings(db, { subscriptions_enabled: true, escalation_timeout: 4, resend_timeout: 600 });
    });

    const second = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const carla = await phoneOf(client(), 'PAIR-C', 'carla');
    const anna = await phoneOf(client(), 'PAIR-A', 'anna');
    sockets.push(carla, anna);
    const call = await sim.control.call({ device_id: DEVICE, call_type_id: 4 });
    const callId = call?.id ?? 0;
    await carla.shows(callId, 'ringing');
    await carla.acknowledge([callId]);
    expect(anna.last().find((c) => c.id === callId)).toBeUndefined();

    // Killed before the escalation is due; it is overdue when the next process starts.
    second.child.kill('SIGKILL');
    await second.exited;
    await Promise.all([carla.close(), anna.close()]);
    const downAt = Date.now();
    await vi.waitFor(() => expect(Date.now() - downAt).toBeGreaterThan(4_000), { timeout: 6_000, interval: 200 });

    const third = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const annaAgain = watchPhone(anna.client);
    const carlaAgain = watchPhone(carla.client);
    sockets.push(annaAgain, carlaAgain);
    await annaAgain.shows(callId, 'ringing', 15_000);
    await carlaAgain.shows(callId, 'ringing');
    await annaAgain.acknowledge([callId]);
    expect((await annaAgain.act(callId, 'accept')).data?.phoneCallAction.state).toBe('accepted');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);

    const steps = await withDatabase(async (db) =>
      db
        .select()
        .from(callActions)
        .where(and(eq(callActions.system_id, 1), eq(callActions.call_id, callId)))
        .orderBy(asc(callActions.at), asc(callActions.row_id)),
    );
    expect(steps.map((s) => `${s.action}${s.user_name ? ` ${s.user_name}` : ''}`)).toEqual([
      'Escalated',
      'Accepted anna',
    ]);
  });
});
