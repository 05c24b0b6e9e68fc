import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import { type TestClient, take } from '../../../test/client';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf } from '../../call-system/link-test-kit';
import { displayGroups, schedules, systems } from '../../db/schema/index';
import { MESSAGES, type Message } from './display-test-kit';

let stack: LinkedStack;
let visitor: TestClient;
const statements: string[] = [];

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
  visitor = stack.client();
});
afterAll(() => stack.close());

const RELATIONS = `{ callDisplayRelations {
  schedules { id name time_1 time_2 time_3 time_4 time_5 }
  displayGroups { id name connections { id section_id call_type_id } }
  callTypes { id name flag urgency sort_order }
  weekend_start weekend_stop time_zone } }`;

interface Relations {
  schedules: { id: number; name: string; time_1: string | null }[];
  displayGroups: {
    id: number;
    name: string;
    connections: { id: number; section_id: number; call_type_id: number }[];
  }[];
  callTypes: { id: number; flag: string; sort_order: number }[];
  weekend_start: number;
  weekend_stop: number;
  time_zone: string;
}

/**
 * The statements that read what the relations are made of. Only those count: the server's own timers
 * (link heartbeats, fleet, incidents) run statements on the same handle, and on a loaded machine one of
 * them may fall inside the request; the system (weekend, zone) comes from the systems cache, read again
 * whenever something announces a change of systems.
 */
const RELATION_TABLES = /\bfrom "(schedules|display_groups|call_types)"/i;

async function relations(): Promise<{ data: Relations; statements: number }> {
  statements.length = 0;
  const res = await visitor.gql<{ callDisplayRelations: Relations }>(RELATIONS);
  expect(res.errors).toEqual([]);
  if (!res.data) throw new Error('no data');
  return { data: res.data.callDisplayRelations, statements: statements.filter((q) => RELATION_TABLES.test(q)).length };
}

describe('callDisplayRelations', () => {
  it("answers the linked system's schedules, display groups with connections, call types and weekend", async () => {
    const [system] = await stack.server.app.database.db.select().from(systems).where(eq(systems.id, stack.systemId));
    const { data } = await relations();

    expect(data.schedules.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(data.schedules.every((s) => s.name && /^\d\d:\d\d$/.test(s.time_1 ?? ''))).toBe(true);
    expect(data.displayGroups.map((g) => g.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.displayGroups.some((g) => g.connections.length > 0)).toBe(true);
    expect(data.callTypes).toHaveLength(6);
    const orders = data.callTypes.map((t) => t.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(data.callTypes.map((t) => t.flag)).toContain('Presence');
    expect({ start: data.weekend_start, stop: data.weekend_stop, zone: data.time_zone }).toEqual({
      start: system?.weekend_start,
      stop: system?.weekend_stop,
      zone: system?.timezone,
    });
  });

  it('reads the same few statements for a large home as for a small one', async () => {
    const small = await relations();
    const { db } = stack.server.app.database;
    const extra = Array.from({ length: 60 }, (_, i) => i + 100);
    await db
      .insert(schedules)
      .values(extra.map((id) => ({ system_id: stack.systemId, id, name: `Plan ${id}`, time_1: '06:00' })));
    await db.insert(displayGroups).values(
      extra.map((id) => ({
        system_id: stack.systemId,
        id,
        name: `Gruppe ${id}`,
        connections: [{ id: 1, section_id: 1, call_type_id: 4 }],
      })),
    );
    try {
      const large = await relations();

      expect(large.data.displayGroups).toHaveLength(small.data.displayGroups.length + 60);
      expect(large.statements).toBe(small.statements);
      expect(large.statements).toBe(3);
    } finally {
      // The configurator does not know them; the next import would drop them and announce that.
      await db.delete(schedules).where(gte(schedules.id, 100));
      await db.delete(displayGroups).where(gte(displayGroups.id, 100));
    }
  });
});

describe('configuration changes reach the displays', () => {
  it('announces schedule.updated and displaygroup.updated once the import of a commit is stored', async () => {
    const link = new HttpLink({ endpoint: endpointOf(stack.sim.sim) });
    const before = await link.config();
    const commit = async (kind: 'schedules' | 'display_groups', entity: object | undefined, name: string) => {
      await link.stage(kind, 1, { ...entity, name });
      await link.commit();
    };
    const socket = visitor.socket();
    const received = await take<Message>(socket, MESSAGES, 3, {
      filter: (m) => /^(restart|schedule\.|displaygroup\.)/.test(m.systemMessages.subject),
      // One change at a time, each after the previous one was announced.
      onNext: (_m, i) => {
        if (i === 0)
          void commit(
            'schedules',
            before.schedules.find((e) => e.id === 1),
            'Tag neu',
          );
        if (i === 1)
          void commit(
            'display_groups',
            before.display_groups.find((e) => e.id === 1),
            'Gruppe neu',
          );
      },
    });
    await socket.dispose();

    expect(received.slice(1).map((m) => m.systemMessages)).toEqual([
      { subject: 'schedule.updated', payload: { system_id: stack.systemId } },
      { subject: 'displaygroup.updated', payload: { system_id: stack.systemId } },
    ]);
    const { data } = await relations();
    expect(data.schedules.find((e) => e.id === 1)?.name).toBe('Tag neu');
    expect(data.displayGroups.find((e) => e.id === 1)?.name).toBe('Gruppe neu');
  });
});
