import { PERMISSIONS } from '@wardlight/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { requirementOf } from '../src/graphql/guards';
import { buildRawSchema } from '../src/graphql/schema';
import { SAMPLES as CONFIG_SAMPLES, startEditStack } from '../src/modules/config-edit/config-edit-test-kit';
import type { EntityNames } from '../src/modules/config-edit/config-entity';
import { CONFIG_ENTITIES } from '../src/modules/config-edit/registry';
import { codeOf, ok, startConsoleStack } from '../src/modules/console-entities/console-entities-test-kit';
import { SAMPLES as CONSOLE_SAMPLES } from '../src/modules/console-entities/console-entity-samples';
import { CONSOLE_ENTITIES } from '../src/modules/console-entities/registry';
import { type CrudSample, GLOBAL_SETTINGS, OWN_ENTITIES } from './admin-entity-samples';
import {
  ADMIN_ENTITIES,
  type AdminEntityRow,
  type Kit,
  SPEC_ADMIN_ROUTES,
  WITHOUT_SERVER_CRUD,
} from './admin-entity-table';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import type { TestServer } from './harness';
import { userWith } from './seed';

// Every admin entity of spec part 1 §2 with server CRUD, from one table (admin-entity-table.ts): list,
// create, update and delete through the API for a user holding just the row's permission, each write
// audited, and the guard refusing a visitor and a user holding every other permission. Samples come
// from the kits beside their registries; the registries' own tests go deeper (validation, scope, paging).

interface Target {
  names: EntityNames;
  sample: CrudSample;
}

function targetOf(row: AdminEntityRow): Target {
  const fromKit = {
    config: () => {
      const entity = CONFIG_ENTITIES.find((e) => e.entity === row.entity);
      return entity && { names: entity.names, sample: CONFIG_SAMPLES[entity.kind] };
    },
    console: () => {
      const entity = CONSOLE_ENTITIES.find((e) => e.entity === row.entity);
      return entity && { names: entity.names, sample: CONSOLE_SAMPLES[row.entity] };
    },
    own: () => OWN_ENTITIES[row.entity],
  }[row.kit]();
  if (!fromKit?.sample) throw new Error(`${row.entity}: no ${row.kit} declaration or sample`);
  return fromKit as Target;
}

const crudRows = ADMIN_ENTITIES.filter((row) => row.ops.includes('create'));

describe('the table', () => {
  const schema = buildRawSchema();
  const mutations = schema.getMutationType()?.toConfig().fields ?? {};
  const queries = schema.getQueryType()?.toConfig().fields ?? {};
  const guardOf = (field: (typeof mutations)[string] | undefined) => {
    if (!field) throw new Error('no such root field');
    return requirementOf(schema, field);
  };

  it('holds every admin route of the spec, or names it as a screen without server CRUD', () => {
    const routes = [...ADMIN_ENTITIES.map((row) => row.route), ...WITHOUT_SERVER_CRUD];
    expect(routes.sort()).toEqual([...SPEC_ADMIN_ROUTES].sort());
  });

  it('has a row for every entity the API creates and updates under an admin permission', () => {
    const administered = Object.keys(mutations).flatMap((name) => {
      const singular = /^create(\w+)$/.exec(name)?.[1];
      // createInitialUser and createInitialConfigurator are setup steps, not an entity's CRUD.
      if (!singular || !mutations[`update${singular}`]) return [];
      const guard = guardOf(mutations[name]);
      const codes = [...(guard?.all ?? []), ...(guard?.any ?? [])];
      return codes.some((code) => code.startsWith('admin::')) ? [singular] : [];
    });
    expect(crudRows.map((row) => targetOf(row).names.Singular).sort()).toEqual(administered.sort());
  });

  it('has a row for every entity of the kits’ registries that an admin permission guards', () => {
    const rowOf = (kit: Kit, entity: string) => ADMIN_ENTITIES.find((r) => r.kit === kit && r.entity === entity);
    for (const entity of CONFIG_ENTITIES) expect(rowOf('config', entity.entity), entity.entity).toBeDefined();
    for (const entity of CONSOLE_ENTITIES) {
      // Saved tree views are the tree's (systemtree::manage_views), not an admin screen.
      const isAdmin = CONSOLE_SAMPLES[entity.entity]?.permission.startsWith('admin::');
      expect(Boolean(rowOf('console', entity.entity)), entity.entity).toBe(isAdmin);
    }
  });

  it.each(crudRows.map((row) => [row.route, row] as const))(
    '%s: the root fields require the row’s permission',
    (_r, row) => {
      const { one, many, Singular, Plural } = targetOf(row).names;
      const only = { all: [row.permission], any: [] };
      for (const field of [queries[one], mutations[`create${Singular}`], mutations[`update${Singular}`]]) {
        expect(guardOf(field)).toMatchObject(only);
      }
      expect(guardOf(mutations[`delete${Plural}`])).toMatchObject(only);
      const list = row.alsoLists ? { all: [], any: [row.permission, ...row.alsoLists] } : only;
      expect(guardOf(queries[many])).toMatchObject(list);
    },
  );

  it('settings: reading is public, updating requires admin::manage_system', () => {
    expect(guardOf(queries.globalSettings)).toEqual({ public: true });
    expect(guardOf(mutations.updateGlobalSettings)).toMatchObject({ all: ['admin::manage_system'], any: [] });
  });
});

interface Env {
  server: TestServer;
  admin: TestClient;
  visitor: TestClient;
  clients: Map<string, TestClient>;
  close(): Promise<void>;
}

function envOf(stack: { server: TestServer; admin: TestClient; close(): Promise<void> }): Env {
  const visitor = stack.server.client();
  visitor.system = stack.admin.system;
  return { ...stack, visitor, clients: new Map() };
}

/** A signed-in user with exactly `permissions` (through one role), on the administrator's system context. */
async function clientWith(env: Env, name: string, permissions: readonly string[]): Promise<TestClient> {
  const known = env.clients.get(name);
  if (known) return known;
  const client = await userWith(env.server, env.admin, name, [...permissions]);
  client.system = env.admin.system;
  env.clients.set(name, client);
  return client;
}

const slug = (code: string) => code.replace('::', '-');
const holder = (env: Env, row: AdminEntityRow) => clientWith(env, `holder-${slug(row.permission)}`, [row.permission]);
/** Holds every permission of the catalogue but the row's (and those that open its list too). */
const lacking = (env: Env, row: AdminEntityRow) => {
  const excluded = new Set<string>([row.permission, ...(row.alsoLists ?? [])]);
  const rest = PERMISSIONS.map((p) => p.code).filter((code) => !excluded.has(code));
  return clientWith(env, `lacking-${slug(row.permission)}`, rest);
};

function documents({ one, many, Singular, Plural }: EntityNames, sample: CrudSample) {
  return {
    get: `query($id: Int!) { ${one}(id: $id) { ${sample.fields} } }`,
    list: `query($f: ${Singular}Filter) { ${many}(filter: $f) { total items { ${sample.fields} } } }`,
    create: `mutation($d: ${sample.input}!) { create${Singular}(data: $d) { ${sample.fields} } }`,
    update: `mutation($id: Int!, $d: ${sample.input}!) { update${Singular}(id: $id, data: $d) { ${sample.fields} } }`,
    delete: `mutation($ids: [Int!]!) { delete${Plural}(ids: $ids) }`,
  };
}

async function auditActions(env: Env, entity: string, id: number): Promise<string[]> {
  const rows = await env.server.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))));
  return [...new Set(rows.map((r) => r.action))].sort();
}

/** The two tests of one row: refusals, and the operations with their audit entries. */
function walk(getEnv: () => Env, row: AdminEntityRow): void {
  if (!row.ops.includes('create')) {
    walkSettings(getEnv, row);
    return;
  }
  const { names, sample } = targetOf(row);
  const doc = documents(names, sample);

  it(`refuses a visitor and a user without ${row.permission}`, async () => {
    const env = getEnv();
    const calls: [string, Record<string, unknown>][] = [
      [doc.list, {}],
      [doc.get, { id: 1 }],
      [doc.create, { d: sample.create }],
      [doc.update, { id: 1, d: sample.update }],
      [doc.delete, { ids: [1] }],
    ];
    const without = await lacking(env, row);
    for (const [query, variables] of calls) {
      expect(codeOf(await env.visitor.gql(query, variables))).toBe('MISSING_AUTH');
      expect(codeOf(await without.gql(query, variables))).toBe('MISSING_PERMISSION');
    }
    for (const also of row.alsoLists ?? []) {
      expect((await (await clientWith(env, `lister-${slug(also)}`, [also])).gql(doc.list, {})).errors).toEqual([]);
    }
  });

  it(`lists, creates, updates and deletes for a user with ${row.permission}, each audited`, async () => {
    const env = getEnv();
    const client = await holder(env, row);
    const shown = Object.fromEntries(Object.entries(sample.create).filter(([k]) => !sample.writeOnly?.includes(k)));
    const created = (await ok(client, doc.create, { d: sample.create }))[`create${names.Singular}`] as { id: number };
    expect(created).toMatchObject(shown);
    expect((await ok(client, doc.get, { id: created.id }))[names.one]).toEqual(created);
    expect((await ok(client, doc.list, { f: { search: sample.search } }))[names.many]).toEqual({
      total: 1,
      items: [created],
    });
    const updated = await ok(client, doc.update, { id: created.id, d: sample.update });
    expect(updated[`update${names.Singular}`]).toMatchObject(sample.update);
    expect(await ok(client, doc.delete, { ids: [created.id] })).toEqual({ [`delete${names.Plural}`]: [created.id] });
    expect((await ok(client, doc.get, { id: created.id }))[names.one]).toBeNull();
    expect(await auditActions(env, row.entity, created.id)).toEqual(['created', 'deleted', 'updated']);
  });
}

function walkSettings(getEnv: () => Env, row: AdminEntityRow): void {
  it(`refuses an update to a visitor and a user without ${row.permission}`, async () => {
    const env = getEnv();
    const variables = { d: GLOBAL_SETTINGS.change };
    expect(codeOf(await env.visitor.gql(GLOBAL_SETTINGS.update, variables))).toBe('MISSING_AUTH');
    expect(codeOf(await (await lacking(env, row)).gql(GLOBAL_SETTINGS.update, variables))).toBe('MISSING_PERMISSION');
  });

  it(`updates for a user with ${row.permission}, audited`, async () => {
    const env = getEnv();
    const reply = await ok(await holder(env, row), GLOBAL_SETTINGS.update, { d: GLOBAL_SETTINGS.change });
    expect(reply).toEqual({ updateGlobalSettings: GLOBAL_SETTINGS.change });
    expect(await ok(env.visitor, GLOBAL_SETTINGS.read)).toEqual({ globalSettings: GLOBAL_SETTINGS.change });
    expect(await auditActions(env, row.entity, 1)).toEqual(['updated']);
  });
}

const rowsOf = (kits: readonly Kit[]) =>
  ADMIN_ENTITIES.filter((row) => kits.includes(row.kit)).map((row) => [row.route, row] as const);

describe('on a console with two systems: console-only entities, configurators, settings, users, roles', () => {
  let env: Env;
  beforeAll(async () => {
    env = envOf(await startConsoleStack());
    // Room for one more configurator beside the stack's two.
    const licence = buildLicense({ limits: { devices: 10, visuals: 1, app_clients: 0, systems: 3 } });
    await ok(
      env.admin,
      `mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`,
    );
  });
  afterAll(() => env.close());

  describe.each(rowsOf(['console', 'own']))('%s', (_route, row) => walk(() => env, row));
});

describe('on a system linked to its configurator: configuration entities, staged there', () => {
  let env: Env;
  beforeAll(async () => {
    const edit = await startEditStack();
    env = envOf({ server: edit.stack.server, admin: edit.admin, close: edit.close });
  });
  afterAll(() => env.close());

  describe.each(rowsOf(['config']))('%s', (_route, row) => walk(() => env, row));
});
