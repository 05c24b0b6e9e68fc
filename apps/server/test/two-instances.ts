import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, vi } from 'vitest';
import { startPostgres } from '../../../scripts/postgres.mjs';
import { distinctPresses, startTestSimulator } from './call-system';
import { TestClient } from './client';
import { freePort, type Launched, launchServer, waitHealthy } from './processes';
import { openDisplays, shownOnEvery, type WallDisplay } from './wall-displays';

const LINK_LOCK_SPACE = 0x574c;

async function admin<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<R>(text, values);
  } finally {
    await client.end();
  }
}

/**
 * The scale-out of DESIGN §5 with real processes: a PostgreSQL cluster of the test's own (so it may be
 * stopped and killed), two server instances on it sharing the SECRET_KEY, the simulator as their
 * configurator, and wall displays on both. `admin` runs statements on the cluster's `postgres` database,
 * out of the servers' way: it kills their connections and closes their database to new ones.
 */
export async function startTwoInstances(options: {
  displaysPerInstance: number;
  /** More environment for both instances (deploy/compose.yaml's settings). */
  env?: Record<string, string>;
  /**
   * A proxy started in front of the instances once they are up (their `host:port`s); the displays then
   * connect to its address only, and it is stopped with the stack.
   */
  proxy?: (upstreams: string[]) => Promise<{ url: string; stop(): Promise<void> }>;
}) {
  const cluster = await startPostgres();
  await admin(cluster.url, 'CREATE DATABASE wardlight');
  const url = new URL(cluster.url);
  url.pathname = '/wardlight';
  const sim = await startTestSimulator();
  const running: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'wardlight-two-'));
  const env = { ...options.env, DATABASE_URL: url.toString(), SECRET_KEY: 'one key for every instance' };
  const ports = [await freePort(), await freePort()];
  const servers: Launched[] = ports.map((port, i) => launchServer(port, join(dataDir, String(i)), running, env));
  const displays: WallDisplay[] = [];
  let proxy: { url: string; stop(): Promise<void> } | null = null;

  /** Everything the stack started goes, whatever state it is in: the processes first, so nothing holds on. */
  async function teardown(): Promise<void> {
    for (const p of running) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
    try {
      await Promise.all(servers.map((s) => s.exited));
      await Promise.all(displays.map((d) => d.close()));
      await proxy?.stop();
      await sim.close();
    } finally {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  try {
    // A server that ends while starting fails the setup at once, with what it said.
    const ended = Promise.race(servers.map((s) => s.exited.then((code) => Promise.reject(new Error(`exit ${code}`)))));
    await Promise.race([Promise.all(ports.map(waitHealthy)), ended]).catch((error: unknown) => {
      throw new Error(`the servers did not come up: ${String(error)}\n${servers.map((s) => s.output()).join('\n')}`);
    });
    const setup = await new TestClient(`http://127.0.0.1:${ports[0]}`).gql(
      'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }',
      { ip: `127.0.0.1:${sim.sim.port}` },
    );
    expect(setup.errors).toEqual([]);
    if (options.proxy) proxy = await options.proxy(ports.map((port) => `127.0.0.1:${port}`));
  } catch (error) {
    await teardown();
    throw error;
  }
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  const socketUrl = (u: string) => `${u.replace(/^http/, 'ws')}/ws/backend`;
  displays.push(
    ...(proxy
      ? openDisplays([socketUrl(proxy.url)], options.displaysPerInstance * ports.length, '01')
      : openDisplays(urls.map(socketUrl), options.displaysPerInstance, '01')),
  );

  const stack = {
    cluster,
    /** One statement on the cluster's `postgres` database, on a connection of its own (the cluster restarts). */
    admin: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => admin<R>(cluster.url, text, values),
    /** The servers' database. */
    databaseUrl: url.toString(),
    sim,
    servers,
    urls,
    displays,
    /** The proxy's address, when the stack has one. */
    proxyUrl: proxy?.url ?? null,

    /** Opens a call that no press of this stack opened before; its id. */
    press: distinctPresses(sim.control),

    /** Waits until every display shows every one of `ids`; the milliseconds since `from` (performance.now()). */
    async shownEverywhere(ids: number[], from: number, timeout: number): Promise<number> {
      await shownOnEvery(displays, ids, timeout);
      return Math.max(...displays.flatMap((d) => ids.map((id) => (d.shown.get(id) ?? 0) - from)));
    },

    /** Waits until every display was told `status` (`server.health`). */
    async displaysTold(status: string, timeout: number): Promise<void> {
      await vi.waitFor(() => expect(displays.map((d) => d.health)).toEqual(displays.map(() => status)), {
        timeout,
        interval: 20,
      });
    },

    /** The server processes that are still running; fails with their output when one has ended. */
    expectAlive(which: Launched[] = servers): void {
      for (const s of which) {
        const { exitCode, signalCode } = s.child;
        expect({ exitCode, signalCode }, s.output()).toEqual({ exitCode: null, signalCode: null });
      }
    },

    /** `/backend/health` of every running instance. */
    async healthOf(which: Launched[] = servers): Promise<string[]> {
      return Promise.all(
        which.map(async (s) => {
          const port = servers.indexOf(s);
          const res = await fetch(`${urls[port]}/backend/health`);
          return ((await res.json()) as { status: string }).status;
        }),
      );
    },

    /** The server process holding the configurator link of system 1 (its lock connection is named with its pid). */
    async holder(): Promise<Launched> {
      const { rows } = await stack.admin<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = 1`,
        [LINK_LOCK_SPACE],
      );
      const pid = Number(rows[0]?.name.split(' ').pop());
      const holder = servers.find((s) => s.child.pid === pid);
      if (!holder) throw new Error(`no server holds the link (${JSON.stringify(rows)})`);
      return holder;
    },

    /**
     * Presses a call while PostgreSQL is down and one once it is back; resolves when every display shows
     * both.
     */
    async pressThroughRestart(): Promise<void> {
      const from = performance.now();
      await cluster.halt();
      const ids = [await stack.press()];
      await cluster.resume();
      ids.push(await stack.press());
      await stack.shownEverywhere(ids, from, 15_000);
    },

    /**
     * Kills the link holder and presses a call before it has gone and one after; resolves with the
     * instance killed when every display shows both.
     */
    async pressThroughHolderKill(): Promise<Launched> {
      const holder = await stack.holder();
      const from = performance.now();
      holder.child.kill('SIGKILL');
      const ids = [await stack.press()];
      await holder.exited;
      ids.push(await stack.press());
      await stack.shownEverywhere(ids, from, 20_000);
      return holder;
    },

    /** How often each call was recorded as opened: more than once is a call stored twice. */
    async openings(): Promise<Map<number, number>> {
      const db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      try {
        const { rows } = await db.query<{ payload: { opened: number[] } }>('SELECT payload FROM system_events');
        const counts = new Map<number, number>();
        for (const id of rows.flatMap((r) => r.payload.opened ?? [])) counts.set(id, (counts.get(id) ?? 0) + 1);
        return counts;
      } finally {
        await db.end();
      }
    },

    close: teardown,
  };
  return stack;
}

export type TwoInstances = Awaited<ReturnType<typeof startTwoInstances>>;
export type { WallDisplay };

/**
 * Two instances with three displays each, for a test file's `beforeAll`: ready once a first call reached
 * every display (the link is up and both instances deliver).
 */
export async function startReadyTwoInstances(
  options: Omit<Parameters<typeof startTwoInstances>[0], 'displaysPerInstance'> = {},
): Promise<TwoInstances> {
  const stack = await startTwoInstances({ ...options, displaysPerInstance: 3 });
  try {
    await stack.shownEverywhere([await stack.press()], performance.now(), 30_000);
  } catch (error) {
    await stack.close();
    throw error;
  }
  return stack;
}
