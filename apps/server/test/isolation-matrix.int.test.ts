import { getDirective } from '@graphql-tools/utils';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requirementOf } from '../src/graphql/guards';
import { buildRawSchema } from '../src/graphql/schema';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { ISOLATION_MATRIX, type MatrixRow, type Who } from './isolation-matrix';
import { everythingOnA, type IsolationWorld, MARKER, seedIsolation, snapshotOfB, withoutRoles } from './isolation-seed';

// ADR 0018: "may call this" is the directive's, "may touch these rows" the caller's system access.
// Every root field runs from the matrix (isolation-matrix.ts) on one server and one database.

type Reply = { status: number; data: unknown; errors: { message: string; extensions?: Record<string, unknown> }[] };

const rows = Object.entries(ISOLATION_MATRIX);
const operations = rows.filter(([field]) => !field.startsWith('Subscription.'));
const subscriptions = rows.filter(([field]) => field.startsWith('Subscription.'));
/** Rows that end the caller's session go last. */
const inOrder = [...operations.filter(([, r]) => !r.endsSession), ...operations.filter(([, r]) => r.endsSession)];

let server: TestServer;
let world: IsolationWorld;

const opOf = (row: MatrixRow) =>
  row.op.replace(/\{B(?:\.(\w+))?\}/g, (_m, key: string | undefined) => {
    const id = key ? world.ids[key] : world.systemB;
    if (id === undefined) throw new Error(`no id of B for ${key}`);
    return String(id);
  });
const codes = (reply: Pick<Reply, 'errors'>) => reply.errors.map((e) => e.extensions?.code);
const refusedBy = (reply: Pick<Reply, 'errors'>) =>
  reply.errors.find((e) =>
    ['MISSING_AUTH', 'MISSING_PERMISSION', 'PHONE_NOT_PAIRED'].includes(String(e.extensions?.code)),
  );
/** A phone's field refuses every caller without a paired phone's token, signed in to the console or not. */
const refusal = (row: MatrixRow, otherwise: string) => (row.who === 'phone' ? 'PHONE_NOT_PAIRED' : otherwise);
/** Setup steps after setup: refused to everyone, by the directive or by the setup lock. */
const refusedAfterSetup = (reply: Pick<Reply, 'errors'>) =>
  codes(reply).some((code) => ['MISSING_AUTH', 'MISSING_PERMISSION', 'SETUP_COMPLETE'].includes(String(code)));

describe('the matrix', () => {
  const schema = buildRawSchema();
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const fields = roots.flatMap((root) =>
    root
      ? Object.entries(root.toConfig().fields).map(([name, config]) => ({ key: `${root.name}.${name}`, config }))
      : [],
  );

  it('has a row for every root field, and none for a field that is gone', () => {
    expect(Object.keys(ISOLATION_MATRIX).sort()).toEqual(fields.map((f) => f.key).sort());
  });

  it('says who may call each field as its directive does', () => {
    const whoOf = (key: string): Who => {
      const config = fields.find((f) => f.key === key)?.config;
      const req = config && requirementOf(schema, config);
      // @setup: a setup step, refused once a user exists (the setup lock); duringSetup admits anonymous callers then.
      if (config && getDirective(schema, config, 'setup')?.length) return 'setup';
      if (config && getDirective(schema, config, 'phone')?.length) return 'phone';
      if (req?.public) return 'public';
      if (req?.duringSetup) return 'setup';
      return req?.all?.length || req?.any?.length || req?.license?.length ? 'permission' : 'signed-in';
    };
    const declared = Object.fromEntries(rows.map(([key, row]) => [key, row.who]));
    expect(declared).toEqual(Object.fromEntries(rows.map(([key]) => [key, whoOf(key)])));
  });
});

describe('every root field over HTTP', () => {
  let before: string;
  beforeAll(async () => {
    server = await startServer();
    world = await seedIsolation(server);
    before = await snapshotOfB(server, world);
  }, 60_000);
  afterAll(() => server.close());

  it('lets a visitor call the public fields only', async () => {
    const visitor = server.client();
    for (const [field, row] of inOrder) {
      const reply = await visitor.gql(opOf(row));
      expect.soft(codes(reply), `${field}: a valid operation`).not.toContain('GRAPHQL_VALIDATION_FAILED');
      if (row.who === 'setup') expect.soft(refusedAfterSetup(reply), field).toBe(true);
      else
        expect
          .soft(refusedBy(reply)?.extensions?.code ?? 'admitted', field)
          .toBe(row.who === 'public' ? 'admitted' : refusal(row, 'MISSING_AUTH'));
    }
  });

  it('lets a user without roles call the public and the signed-in fields only', async () => {
    const user = await withoutRoles(server, world.admin);
    for (const [field, row] of inOrder) {
      const reply = await user.gql(opOf(row));
      if (row.who === 'setup') {
        expect.soft(refusedAfterSetup(reply), field).toBe(true);
        continue;
      }
      const admitted = row.who === 'public' || (row.who === 'signed-in' && !row.serviceRefusesNoRole);
      expect
        .soft(refusedBy(reply)?.extensions?.code ?? 'admitted', field)
        .toBe(admitted ? 'admitted' : refusal(row, 'MISSING_PERMISSION'));
    }
  });

  it('answers 424 to a user of A who names B in X-System, for every field', async () => {
    const userOfA = await everythingOnA(server, world);
    userOfA.system = String(world.systemB).padStart(2, '0');
    for (const [field, row] of rows) expect.soft((await userOfA.gql(opOf(row))).status, field).toBe(424);
  });

  it('shows and changes nothing of B to a user of A with every permission who names B’s ids', async () => {
    const userOfA = await everythingOnA(server, world);
    for (const [field, row] of inOrder) {
      const reply = await userOfA.gql(opOf(row));
      expect.soft(reply.status, field).toBe(200);
      expect.soft(codes(reply), `${field}: a valid operation, no failure`).not.toContain('GRAPHQL_VALIDATION_FAILED');
      expect.soft(codes(reply), field).not.toContain('INTERNAL_SERVER_ERROR');
      expect.soft(refusedBy(reply)?.extensions?.reason ?? 'system', `${field}: the directive admits`).toBe('system');
      expect.soft(JSON.stringify(reply), `${field} shows B`).not.toContain(MARKER);
    }
    expect(await snapshotOfB(server, world)).toBe(before);
  });

  describe('subscriptions', () => {
    const sockets: Client[] = [];
    afterAll(async () => {
      await Promise.all(sockets.map((s) => s.dispose()));
    });

    /** The first result or error of the subscription; a trigger is published for B, then A, until it speaks. */
    async function firstOf(client: TestClient, row: MatrixRow): Promise<Reply> {
      const socket = client.socket();
      sockets.push(socket);
      let first: Reply | null = null;
      socket.subscribe(
        { query: opOf(row) },
        {
          next: (value) => {
            first ??= { status: 200, data: value.data, errors: [...(value.errors ?? [])] as Reply['errors'] };
          },
          error: (error) => {
            first ??= { status: 200, data: null, errors: (Array.isArray(error) ? error : [error]) as Reply['errors'] };
          },
          complete: () => {},
        },
      );
      await vi.waitFor(
        async () => {
          if (!first && row.trigger) await publish(row.trigger);
          expect(first).not.toBeNull();
        },
        { timeout: 10_000, interval: 100 },
      );
      return first as unknown as Reply;
    }

    async function publish(trigger: NonNullable<MatrixRow['trigger']>): Promise<void> {
      const bus = server.app.services.bus;
      for (const [system, text] of [
        [world.systemB, MARKER],
        [world.systemA, 'A'],
      ] as const) {
        if (trigger === 'getsHttpError') {
          await bus.publish('getsHttpError', {
            system_id: system,
            action: 'sync',
            checks: null,
            message: text,
            payload: null,
            url: '/x',
            success: false,
          });
        } else {
          const message = { id: 1, hub_id: null, address: text, error: null, detected_at: new Date().toISOString() };
          await bus.publish('hubPrinter', { system_id: system, message: { ...message, system_tree_node: null } });
        }
      }
    }

    it('admit whom the directive admits, and keep a user of A to A', async () => {
      const visitor = server.client();
      const noRoles = server.client();
      if (!(await noRoles.login('no-roles', 'password for tests')).body.ok) throw new Error('no-roles cannot sign in');
      const userOfA = server.client();
      if (!(await userOfA.login('all-of-a', 'password for tests')).body.ok) throw new Error('all-of-a cannot sign in');
      userOfA.system = String(world.systemA).padStart(2, '0');
      for (const [field, row] of subscriptions) {
        const asVisitor = await firstOf(visitor, row);
        expect
          .soft(refusedBy(asVisitor)?.extensions?.code ?? 'admitted', `${field} visitor`)
          .toBe(row.who === 'public' ? 'admitted' : refusal(row, 'MISSING_AUTH'));
        const asNoRoles = await firstOf(noRoles, row);
        expect
          .soft(refusedBy(asNoRoles)?.extensions?.code ?? 'admitted', `${field} no roles`)
          .toBe(
            row.who === 'permission' ? 'MISSING_PERMISSION' : row.who === 'phone' ? 'PHONE_NOT_PAIRED' : 'admitted',
          );
        const asA = await firstOf(userOfA, row);
        expect.soft(refusedBy(asA)?.extensions?.reason ?? 'system', `${field} user of A`).toBe('system');
        expect.soft(JSON.stringify(asA), `${field} shows B`).not.toContain(MARKER);
      }
    });
  });
});
