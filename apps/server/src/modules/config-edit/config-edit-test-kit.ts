// Test support for the configuration editing tests: a server linked to its simulator with a signed-in
// administrator, a second link to look at the simulator, and one sample per entity. Not used by the server.
import { formatSystemId } from '@wardlight/domain';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import type { GraphQLReply, TestClient } from '../../../test/client';
import type { StartOptions } from '../../../test/harness';
import type { SortedItems } from '../../../test/list-sort-kit';
import { setUpAdmin } from '../../../test/seed';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf } from '../../call-system/link-test-kit';

export interface EditStack {
  stack: LinkedStack;
  admin: TestClient;
  /** The simulator as a configurator client sees it, beside the server's own link. */
  configurator: HttpLink;
  close(): Promise<void>;
}

export async function startEditStack(options: StartOptions = {}): Promise<EditStack> {
  const stack = await startLinkedStack(options);
  const admin = await setUpAdmin(stack.server);
  admin.system = formatSystemId(stack.systemId);
  return {
    stack,
    admin,
    configurator: new HttpLink({ endpoint: endpointOf(stack.sim.sim) }),
    close: () => stack.close(),
  };
}

/** The reply's data, failing the test with the errors when there are any. */
export async function ok<T = Record<string, unknown>>(
  client: TestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

/** `field:key` of every validation error, in order. */
export const issuesOf = (reply: GraphQLReply) =>
  reply.errors.map((e) => `${String(e.extensions?.field)}:${String(e.extensions?.key)}`);

export const codeOf = (reply: GraphQLReply) => reply.errors[0]?.extensions?.code;

export interface EntitySample {
  /** GraphQL input type of create and update. */
  input: string;
  fields: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  /** Text a list search finds the created item by. */
  search: string;
  /** New items in the order of one sortable field (the search must not find them). */
  sorted: SortedItems;
  /** What the entity's root fields require, when not admin::manage_system (spec part 1 §2 admin routes). */
  guard?: { all?: string[]; any?: string[] };
}

export const MANAGE_SYSTEM = { all: ['admin::manage_system'] };

/**
 * A valid new item and a change of it per kind, on the simulator's care home (sections 1–3, call types
 * 2–8). Every registered entity must have one: the API test fails for an entity without.
 */
export const SAMPLES: Record<string, EntitySample> = {
  sections: {
    input: 'SectionInput',
    fields: 'id name is_hidden weekday_schedule_id item_state',
    create: { name: 'Wohnbereich 3. OG', weekday_schedule_id: 2 },
    update: { is_hidden: true },
    search: '3. og',
    sorted: {
      field: 'name',
      search: 'sortiert',
      items: [{ name: 'Sortiert alpha' }, { name: 'sortiert Beta' }, { name: 'SORTIERT gamma' }],
    },
  },
  call_types: {
    input: 'CallTypeInput',
    fields: 'id name text color urgency item_state',
    create: { name: 'Sturz', text: 'STURZ', color: '#00aa00', urgency: 'Urgent' },
    update: { text: 'STURZMELDER' },
    search: 'sturz',
    sorted: {
      field: 'urgency',
      search: 'sortiert',
      items: [
        { name: 'Sortiert 1', urgency: 'Emergency' },
        { name: 'Sortiert 2', urgency: 'Normal' },
        { name: 'Sortiert 3', urgency: 'Urgent' },
      ],
    },
  },
  call_sources: {
    input: 'CallSourceInput',
    fields: 'id number text char item_state',
    create: { number: 7, text: 'Flur', char: 'F' },
    update: { text: 'Flur Ost' },
    search: 'flur',
    sorted: {
      field: 'text',
      search: 'sortiert',
      items: [
        { number: 41, text: 'Sortiert alpha' },
        { number: 42, text: 'sortiert Beta' },
        { number: 43, text: 'SORTIERT gamma' },
      ],
    },
  },
  schedules: {
    input: 'ScheduleInput',
    fields: 'id name time_1 time_2 time_3 interval item_state',
    create: { name: 'Frueh/Spaet', time_1: '06:00', time_2: '13:00' },
    update: { time_3: '21:00', interval: 15 },
    search: 'frueh',
    sorted: {
      field: 'interval',
      search: 'sortiert',
      items: [
        { name: 'Sortiert 1', interval: 5 },
        { name: 'Sortiert 2', interval: 10 },
        { name: 'Sortiert 3', interval: 30 },
      ],
    },
  },
  display_groups: {
    input: 'DisplayGroupInput',
    fields: 'id name connections { id section_id call_type_id } item_state',
    create: { name: 'Nur Notrufe', connections: [{ section_id: 1, call_type_id: 2 }] },
    update: {
      connections: [
        { section_id: 1, call_type_id: 2 },
        { section_id: 2, call_type_id: 2 },
      ],
    },
    search: 'nur notrufe',
    sorted: {
      field: 'connections',
      search: 'sortiert',
      items: [1, 2, 3].map((n) => ({
        name: `Sortiert ${4 - n}`,
        connections: [1, 2, 3].slice(0, n).map((section_id) => ({ section_id, call_type_id: 2 })),
      })),
    },
  },
  hubs: {
    input: 'HubInput',
    fields: 'id name ip type status item_state',
    create: { name: 'Funk-Hub EG', ip: '192.168.1.23', type: 'Radio' },
    update: { ip: '192.168.1.24' },
    search: 'hub eg',
    sorted: {
      field: 'ip',
      search: 'sortiert',
      items: [31, 32, 33].map((n) => ({ name: `Sortiert ${100 - n}`, ip: `192.168.1.${n}` })),
    },
  },
};
