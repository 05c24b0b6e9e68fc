import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { expectFieldsAccepted, expectSortedBothWays, listedIds, sortableInSchema } from '../../../test/list-sort-kit';
import { userWith } from '../../../test/seed';
import { auditLog } from '../../db/schema/index';
import { requirementOf } from '../../graphql/guards';
import { buildRawSchema } from '../../graphql/schema';
import {
  codeOf,
  type EditStack,
  type EntitySample,
  MANAGE_SYSTEM,
  ok,
  SAMPLES,
  startEditStack,
} from './config-edit-test-kit';
import type { ConfigEntity } from './config-entity';
import { CONFIG_ENTITIES } from './registry';

// Every entity the kit registers, through the API with its guard: a new entity is covered by adding it
// to the registry, and fails here until it has a sample.

let env: EditStack;
let nurse: TestClient;
let visitor: TestClient;
const statements: string[] = [];

beforeAll(async () => {
  env = await startEditStack({ onQuery: (sql) => statements.push(sql) });
  nurse = await userWith(env.stack.server, env.admin, 'nurse', ['admin::use_module', 'systemtree::use_module']);
  nurse.system = env.admin.system;
  visitor = env.stack.client();
});
afterAll(() => env.close());

function sampleOf(entity: ConfigEntity): EntitySample {
  const sample = SAMPLES[entity.kind];
  if (!sample) throw new Error(`no sample for ${entity.kind}: add one to SAMPLES`);
  return sample;
}

function documents(entity: ConfigEntity, sample: EntitySample) {
  const { one, many, Singular, Plural } = entity.names;
  return {
    get: `query($id: Int!) { ${one}(id: $id) { ${sample.fields} } }`,
    list: `query($f: ${Singular}Filter) { ${many}(filter: $f) { total items { ${sample.fields} } } }`,
    create: `mutation($d: ${sample.input}!) { create${Singular}(data: $d) { ${sample.fields} } }`,
    update: `mutation($id: Int!, $d: ${sample.input}!) { update${Singular}(id: $id, data: $d) { ${sample.fields} } }`,
    remove: `mutation($ids: [Int!]!) { delete${Plural}(ids: $ids) }`,
  };
}

/** What of `data` the configurator gets: console-only fields stay here. */
const sentPart = (entity: ConfigEntity, data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([field]) => !entity.localFields.includes(field)));

const stagedFor = async (kind: string, id: number) =>
  (await env.configurator.staged()).changes.find((change) => change.kind === kind && change.id === id);

describe('the schema', () => {
  it.each(CONFIG_ENTITIES.map((entity) => [entity.kind, entity] as const))(
    '%s: every root field declares its guard',
    (_kind, entity) => {
      const schema = buildRawSchema();
      const queries = schema.getQueryType()?.toConfig().fields ?? {};
      const mutations = schema.getMutationType()?.toConfig().fields ?? {};
      const { one, many, Singular, Plural } = entity.names;
      const fields = [queries[one], queries[many], mutations[`create${Singular}`], mutations[`update${Singular}`]];
      for (const field of [...fields, mutations[`delete${Plural}`]]) {
        if (!field) throw new Error(`${entity.kind} lacks a root field`);
        expect(requirementOf(schema, field)).toMatchObject({ any: [], ...(sampleOf(entity).guard ?? MANAGE_SYSTEM) });
      }
    },
  );

  it.each(CONFIG_ENTITIES.map((entity) => [entity.kind, entity] as const))(
    '%s: its list filter names the fields the list may be ordered by, the default first',
    (_kind, entity) => {
      const named = sortableInSchema(buildRawSchema(), `${entity.names.Singular}Filter`);
      expect(named.fields).toEqual(Object.keys(entity.sortable));
      expect(named.byDefault).toEqual([entity.orderBy]);
    },
  );
});

describe.each(CONFIG_ENTITIES.map((entity) => [entity.kind, entity] as const))('%s through the API', (kind, entity) => {
  const sample = sampleOf(entity);
  const doc = documents(entity, sample);
  const calls: [string, Record<string, unknown>][] = [
    [doc.get, { id: 1 }],
    [doc.list, {}],
    [doc.create, { d: sample.create }],
    [doc.update, { id: 1, d: sample.update }],
    [doc.remove, { ids: [1] }],
  ];

  it('refuses visitors and users without the permission', async () => {
    for (const [query, variables] of calls) {
      expect(codeOf(await visitor.gql(query, variables))).toBe('MISSING_AUTH');
      expect(codeOf(await nurse.gql(query, variables))).toBe('MISSING_PERMISSION');
    }
  });

  it('creates, reads, lists, updates and deletes, staging each change on the configurator', async () => {
    const created = (await ok(env.admin, doc.create, { d: sample.create }))[`create${entity.names.Singular}`] as {
      id: number;
    };
    expect(created).toMatchObject({ ...sample.create, item_state: 'sent' });
    expect(await stagedFor(kind, created.id)).toMatchObject({
      action: 'created',
      data: sentPart(entity, sample.create),
    });

    expect((await ok(env.admin, doc.get, { id: created.id }))[entity.names.one]).toEqual(created);
    const found = await ok(env.admin, doc.list, { f: { search: sample.search } });
    expect(found[entity.names.many]).toEqual({ total: 1, items: [created] });

    const updated = await ok(env.admin, doc.update, { id: created.id, d: sample.update });
    expect(updated[`update${entity.names.Singular}`]).toMatchObject({ ...sample.update, item_state: 'sent' });
    const staged = await stagedFor(kind, created.id);
    expect(staged).toMatchObject({ action: 'created', data: sentPart(entity, sample.update) });
    for (const field of entity.localFields) expect(staged?.data).not.toHaveProperty(field);

    expect(await ok(env.admin, doc.remove, { ids: [created.id] })).toEqual({
      [`delete${entity.names.Plural}`]: [created.id],
    });
    expect((await ok(env.admin, doc.get, { id: created.id }))[entity.names.one]).toBeNull();
    // Only ever staged, never committed: the configurator forgets the creation.
    expect(await stagedFor(kind, created.id)).toBeUndefined();

    const audit = await env.stack.server.app.database.db.select().from(auditLog);
    const actions = audit.filter((a) => a.entity === entity.entity && a.entity_id === String(created.id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'created',
      'deleted',
      ...Object.keys(sample.update).map(() => 'updated'),
    ]);
  });

  it('reads a page in the same statements whatever its length and order', async () => {
    const page = async (limit: number, sort?: { field: string; descending: boolean }) => {
      statements.length = 0;
      const f = { page: { limit }, ...(sort ? { sort } : {}) };
      const data = await ok<Record<string, { items: unknown[] }>>(env.admin, doc.list, { f });
      return { rows: data[entity.names.many]?.items.length ?? 0, statements: statements.length };
    };
    const one = await page(1);
    const all = await page(100);
    const sorted = await page(100, { field: sample.sorted.field, descending: true });
    expect(one.rows).toBe(1);
    expect(all.rows).toBeGreaterThan(1);
    expect([all.statements, sorted.statements]).toEqual([one.statements, one.statements]);
  });

  it('orders the whole list by a sortable field, both ways, and refuses a field it does not declare', async () => {
    const api = { names: entity.names, input: sample.input };
    await expectSortedBothWays(env.admin, api, sample.create, sample.sorted);
    await expectFieldsAccepted(env.admin, entity.names, Object.keys(entity.sortable), 'system_id');
  });
});

describe.each(CONFIG_ENTITIES.filter((entity) => entity.sortField).map((entity) => [entity.kind, entity] as const))(
  '%s without a sort',
  (_kind, entity) => {
    it('lists in the order its sort screen wrote', async () => {
      const ids = () => listedIds(env.admin, entity.names, {});
      const reversed = (await ids()).reverse();
      expect(reversed.length).toBeGreaterThan(1);
      await ok(env.admin, `mutation($ids: [Int!]!) { sort${entity.names.Plural}(ids: $ids) { id } }`, {
        ids: reversed,
      });
      expect(await ids()).toEqual(reversed);
    });
  },
);
