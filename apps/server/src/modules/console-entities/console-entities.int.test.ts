import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { expectFieldsAccepted, expectSortedBothWays, listedIds, sortableInSchema } from '../../../test/list-sort-kit';
import { userWith } from '../../../test/seed';
import { auditLog, flightProfiles, videoStreams } from '../../db/schema/index';
import { requirementOf } from '../../graphql/guards';
import { buildRawSchema } from '../../graphql/schema';
import { type ConsoleStack, codeOf, issuesOf, ok, onSystem, startConsoleStack } from './console-entities-test-kit';
import type { ConsoleEntity } from './console-entity';
import { type EntitySample, preparedCreate, SAMPLES } from './console-entity-samples';
import { CONSOLE_ENTITIES } from './registry';

// Every console-only entity the registry holds, through the API with its guard: a new entity is covered
// by adding it to the registry, and fails here until it has a sample.

let env: ConsoleStack;
let nurse: TestClient;
let visitor: TestClient;
const statements: string[] = [];
/**
 * Statements the server makes on its own timers while a request runs (the escalation engine's poller, the
 * systems cache reloading): not the request's, so not counted.
 */
const BACKGROUND = /"call_escalations"|^select "id" from "systems"/;

/** Each sample's `create` with what its `prepare` made on the test system (when its describe starts). */
const creates = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  env = await startConsoleStack({ licensed: true, onQuery: (sql) => statements.push(sql) });
  nurse = await userWith(env.server, env.admin, 'nurse', ['admin::use_module', 'systemtree::use_module']);
  nurse.system = env.admin.system;
  visitor = env.server.client();
  visitor.system = env.admin.system;
});
afterAll(() => env.close());

function sampleOf(entity: ConsoleEntity): EntitySample {
  const sample = SAMPLES[entity.entity];
  if (!sample) throw new Error(`no sample for ${entity.entity}: add one to SAMPLES`);
  return sample;
}

function documents(entity: ConsoleEntity, sample: EntitySample) {
  const { one, many, Singular, Plural } = entity.names;
  return {
    get: `query($id: Int!) { ${one}(id: $id) { ${sample.fields} } }`,
    list: `query($f: ${Singular}Filter) { ${many}(filter: $f) { total items { ${sample.fields} } } }`,
    create: `mutation($d: ${sample.input}!) { create${Singular}(data: $d) { ${sample.fields} } }`,
    update: `mutation($id: Int!, $d: ${sample.input}!) { update${Singular}(id: $id, data: $d) { ${sample.fields} } }`,
    remove: `mutation($ids: [Int!]!) { delete${Plural}(ids: $ids) }`,
    sort: `mutation($ids: [Int!]!) { sort${entity.names.Plural}(ids: $ids) { id } }`,
  };
}

const byEntity = CONSOLE_ENTITIES.map((entity) => [entity.entity, entity] as const);

describe('the schema', () => {
  it.each(byEntity)('%s: every root field declares the permission of spec part 1 §2', (_name, entity) => {
    const schema = buildRawSchema();
    const queries = schema.getQueryType()?.toConfig().fields ?? {};
    const mutations = schema.getMutationType()?.toConfig().fields ?? {};
    const { one, many, Singular, Plural } = entity.names;
    const fields = [queries[one], queries[many], mutations[`create${Singular}`], mutations[`update${Singular}`]];
    if (entity.sortField) fields.push(mutations[`sort${Plural}`]);
    for (const field of [...fields, mutations[`delete${Plural}`]]) {
      if (!field) throw new Error(`${entity.entity} lacks a root field`);
      expect(requirementOf(schema, field)).toMatchObject({ all: [sampleOf(entity).permission], any: [] });
    }
  });

  it.each(byEntity)(
    '%s: its list filter names the fields the list may be ordered by, the default first',
    (_n, entity) => {
      const named = sortableInSchema(buildRawSchema(), `${entity.names.Singular}Filter`);
      expect(named.fields).toEqual(Object.keys(entity.sortable));
      expect(named.byDefault).toEqual([entity.orderBy.name]);
    },
  );
});

describe.each(byEntity)('%s through the API', (name, entity) => {
  const sample = sampleOf(entity);
  const create = () => creates.get(entity.entity) ?? sample.create;
  // Made when this entity's turn comes, so that the rows it makes do not show in other entities' lists.
  beforeAll(async () => {
    creates.set(entity.entity, await preparedCreate(sample, env.server.app.database.db, env.systems[0] ?? 0));
  });
  const doc = documents(entity, sample);
  const { one, many, Singular, Plural } = entity.names;

  it('refuses visitors and users without the permission, and admits one with it', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [doc.get, { id: 1 }],
      [doc.list, {}],
      [doc.create, { d: create() }],
      [doc.update, { id: 1, d: sample.update }],
      [doc.remove, { ids: [1] }],
      ...(entity.sortField ? [[doc.sort, { ids: [] }] as [string, Record<string, unknown>]] : []),
    ];
    for (const [query, variables] of calls) {
      expect(codeOf(await visitor.gql(query, variables))).toBe('MISSING_AUTH');
      expect(codeOf(await nurse.gql(query, variables))).toBe('MISSING_PERMISSION');
    }
    const holder = await userWith(env.server, env.admin, `holder-${name}`, [sample.permission]);
    holder.system = env.admin.system;
    expect((await holder.gql(doc.list, {})).errors).toEqual([]);
  });

  it('creates, reads, lists, updates and deletes with audit entries, within the system context', async () => {
    const created = (await ok(env.admin, doc.create, { d: create() }))[`create${Singular}`] as { id: number };
    const returned = readable(sample, create());
    expect(created).toMatchObject(returned);
    expect((await ok(env.admin, doc.get, { id: created.id }))[one]).toEqual(created);
    expect((await ok(env.admin, doc.list, { f: { search: sample.search } }))[many]).toEqual({
      total: 1,
      items: [created],
    });

    // The other system neither sees nor changes it.
    const elsewhere = onSystem(env.admin, env.systems[1] ?? 0);
    expect((await ok(elsewhere, doc.get, { id: created.id }))[one]).toBeNull();
    expect((await ok(elsewhere, doc.list, {}))[many]).toEqual({ total: 0, items: [] });
    expect(codeOf(await elsewhere.gql(doc.update, { id: created.id, d: sample.update }))).toBe('NOT_FOUND');
    expect(await ok(elsewhere, doc.remove, { ids: [created.id] })).toEqual({ [`delete${Plural}`]: [] });

    const updated = await ok(env.admin, doc.update, { id: created.id, d: sample.update });
    expect(updated[`update${Singular}`]).toMatchObject({ ...returned, ...readable(sample, sample.update) });

    expect(await ok(env.admin, doc.remove, { ids: [created.id] })).toEqual({ [`delete${Plural}`]: [created.id] });
    expect((await ok(env.admin, doc.get, { id: created.id }))[one]).toBeNull();

    const audit = await env.server.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const entries = audit.filter((a) => a.entity === entity.entity && a.entity_id === String(created.id));
    expect(entries.map((a) => [a.action, a.field])).toEqual([
      ['created', null],
      ...Object.keys(sample.update).map((field) => ['updated', field]),
      ['deleted', null],
    ]);
    expect(entries.every((a) => a.system_id === env.systems[0])).toBe(true);
  });

  it('refuses an invalid input with its field and message key, storing nothing', async () => {
    const reply = await env.admin.gql(doc.create, { d: sample.invalid.data });
    expect(reply.errors[0]?.extensions).toMatchObject({ validation: true });
    expect(issuesOf(reply)[0]).toBe(sample.invalid.issue);
    expect((await ok(env.admin, doc.list, {}))[many]).toMatchObject({ total: 0 });
  });

  it('reads a page in the same statements whatever its length and order', async () => {
    for (const n of [1, 2, 3]) await ok(env.admin, doc.create, { d: { ...create(), ...variant(sample, n) } });
    const page = async (limit: number, sort?: { field: string; descending: boolean }) => {
      statements.length = 0;
      const f = { page: { limit }, ...(sort ? { sort } : {}) };
      const data = await ok<Record<string, { items: unknown[] }>>(env.admin, doc.list, { f });
      const own = statements.filter((sql) => !BACKGROUND.test(sql));
      return { rows: data[many]?.items.length ?? 0, statements: own.length };
    };
    const single = await page(1);
    const all = await page(100);
    const sorted = await page(100, { field: sample.sorted.field, descending: true });
    expect([single.rows, all.rows, sorted.rows]).toEqual([1, 3, 3]);
    expect([all.statements, sorted.statements]).toEqual([single.statements, single.statements]);
  });

  it('orders the whole list by a sortable field, both ways, and refuses a field it does not declare', async () => {
    const api = { names: entity.names, input: sample.input };
    await expectSortedBothWays(env.admin, api, create(), sample.sorted);
    await expectFieldsAccepted(env.admin, entity.names, Object.keys(entity.sortable), 'system_id');
  });
});

describe.each(byEntity.filter(([, entity]) => entity.sortField))('%s without a sort', (_name, entity) => {
  it('lists in the order its sort screen wrote', async () => {
    const ids = () => listedIds(env.admin, entity.names, {});
    const reversed = (await ids()).reverse();
    expect(reversed.length).toBeGreaterThan(1);
    await ok(env.admin, `mutation($ids: [Int!]!) { sort${entity.names.Plural}(ids: $ids) { id } }`, { ids: reversed });
    expect(await ids()).toEqual(reversed);
  });
});

/** The fields of `data` the API returns (all but the sample's write-only ones). */
function readable(sample: EntitySample, data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => !sample.writeOnly?.includes(field)));
}

/** Fields of a valid sample that differ per copy (unique names). */
function variant(sample: EntitySample, n: number): Record<string, unknown> {
  if (sample.variant) return sample.variant(n);
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(sample.create)) {
    if (field === 'name' || field === 'title') out[field] = `${String(value)} ${n}`;
    if (field === 'number') out[field] = Number(value) + n;
  }
  return out;
}

describe('a deleted configurator', () => {
  it('takes its console-only entities with it', async () => {
    const [, other = 0] = env.systems;
    const there = onSystem(env.admin, other);
    await ok(there, 'mutation { createFlightProfile(data: { name: "Ausgang West" }) { id } }');
    await ok(there, 'mutation { createVideoStream(data: { name: "Kamera", url: "http://10.0.0.9/s" }) { id } }');
    expect(await ok(env.admin, `mutation { deleteSystemParams(ids: [${other}]) }`)).toEqual({
      deleteSystemParams: [other],
    });
    const { db } = env.server.app.database;
    expect(await db.select().from(flightProfiles).where(eq(flightProfiles.system_id, other))).toEqual([]);
    expect(await db.select().from(videoStreams).where(eq(videoStreams.system_id, other))).toEqual([]);
  });
});

describe('a call source group a role restricts by', () => {
  it('cannot be deleted while the role names it', async () => {
    const group = await ok<{ createCallSourceGroup: { id: number } }>(
      env.admin,
      'mutation { createCallSourceGroup(data: { name: "Nachtruhe", call_source_ids: [1] }) { id } }',
    );
    const id = group.createCallSourceGroup.id;
    const role = await ok<{ createRole: { id: number } }>(
      env.admin,
      `mutation { createRole(data: { name: "Nachtdienst", call_source_group_ids: [${id}] }) { id } }`,
    );
    const refused = await env.admin.gql(`mutation { deleteCallSourceGroups(ids: [${id}]) }`);
    expect(issuesOf(refused)).toEqual(['ids:in_use']);
    await ok(
      env.admin,
      `mutation { updateRole(id: ${role.createRole.id}, data: { call_source_group_ids: [] }) { id } }`,
    );
    expect(await ok(env.admin, `mutation { deleteCallSourceGroups(ids: [${id}]) }`)).toEqual({
      deleteCallSourceGroups: [id],
    });
  });
});
