import { PERMISSIONS } from '@wardlight/domain';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index';
import { SAMPLES as CONSOLE_SAMPLES, preparedCreate } from '../src/modules/console-entities/console-entity-samples';
import { CONSOLE_ENTITIES } from '../src/modules/console-entities/registry';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import type { TestServer } from './harness';
import { addSystems, setUpAdmin, userWith } from './seed';

// One database with two systems for the isolation matrix (ADR 0018): system B holds a row of every
// per-system kind, each text carrying MARKER, and a user of A holding every permission then asks for
// B's ids. A reply that shows the marker leaked B's data; B's snapshot must not change.

export const MARKER = 'B-ONLY';
/** One id for every configuration kind of B, inserted directly (staging needs a configurator). */
const CONFIG_ID = 1;

export interface IsolationWorld {
  admin: TestClient;
  systemA: number;
  systemB: number;
  /** `{B.<key>}` placeholders of the matrix: B's ids by kind or entity. */
  ids: Record<string, number>;
}

const header = (id: number) => String(id).padStart(2, '0');

async function seedConfiguration(server: TestServer, system: number): Promise<void> {
  const db = server.app.database.db;
  const key = { system_id: system, id: CONFIG_ID };
  await db.insert(schema.sections).values({ ...key, name: `${MARKER} section` });
  // Two call types: the indicator's sample names both.
  await db.insert(schema.callTypes).values([
    { ...key, name: `${MARKER} type` },
    { system_id: system, id: 2, name: `${MARKER} type 2` },
  ]);
  await db.insert(schema.callSources).values({ ...key, number: 1, text: `${MARKER} source` });
  await db.insert(schema.schedules).values({ ...key, name: `${MARKER} schedule` });
  await db.insert(schema.displayGroups).values({ ...key, name: `${MARKER} group` });
  await db.insert(schema.hubs).values({ ...key, name: `${MARKER} hub`, ip: '10.2.0.1', type: 'printer' });
  await db.insert(schema.systemTreeNodes).values({ ...key, kind: 'device', name: `${MARKER} node`, section_id: 1 });
  const now = new Date();
  await db.insert(schema.calls).values({
    ...key,
    call_type_id: 1,
    device_text_short: `${MARKER} call`,
    opened_at: now,
    updated_at: now,
    weekday: 1,
  });
}

/** An open incident of B on its node, with a comment (issue 15). */
async function seedIncident(server: TestServer, system: number): Promise<number> {
  const db = server.app.database.db;
  const [row] = await db
    .insert(schema.incidents)
    // Told already: the notice round (ADR 0040) would otherwise stamp it while the snapshot of B is compared.
    .values({
      system_id: system,
      type: 'Battery',
      severity: 'Warning',
      subject: 'node:1',
      system_tree_node_id: 1,
      notified_at: new Date(),
    })
    .returning({ id: schema.incidents.id });
  if (!row) throw new Error('no incident row');
  await db.insert(schema.incidentComments).values({ incident_id: row.id, text: `${MARKER} comment` });
  return row.id;
}

/** A wall display of B in the fleet (ADR 0038), as its heartbeat batch writes it. */
async function seedScreen(server: TestServer, system: number): Promise<number> {
  const [row] = await server.app.database.db
    .insert(schema.screens)
    .values({ key: 'isolation-b-screen', kind: 'display', place: `${MARKER} screen`, system_id: system })
    .returning({ id: schema.screens.id });
  if (!row) throw new Error('no screen row');
  return row.id;
}

/** Every console-only entity of B through the API, with the marker in its first text field. */
async function seedConsoleEntities(
  server: TestServer,
  system: number,
  admin: TestClient,
  ids: Record<string, number>,
): Promise<void> {
  for (const entity of CONSOLE_ENTITIES) {
    const sample = CONSOLE_SAMPLES[entity.entity];
    if (!sample) throw new Error(`no sample for ${entity.entity}`);
    const data: Record<string, unknown> = await preparedCreate(sample, server.app.database.db, system);
    for (const field of ['name', 'title'])
      if (typeof data[field] === 'string') data[field] = `${MARKER} ${data[field]}`;
    if (entity.entity === 'display_note') data.active = true;
    const reply = await admin.gql<Record<string, { id: number }>>(
      `mutation($d: ${sample.input}!) { create${entity.names.Singular}(data: $d) { id } }`,
      { d: data },
    );
    const id = reply.data?.[`create${entity.names.Singular}`]?.id;
    if (!id) throw new Error(`seeding ${entity.entity}: ${JSON.stringify(reply.errors)}`);
    ids[entity.entity] = id;
  }
}

/** A display profile that shows B alone: a manager of A may not delete it (it would drop B's setting). */
async function seedProfile(admin: TestClient, systemB: number): Promise<number> {
  const groups = Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      [`weekday_display_group_${n}_id`, 255],
      [`weekend_display_group_${n}_id`, 255],
    ]),
  );
  const setting = { system_id: systemB, weekday_schedule_id: 20, weekend_schedule_id: 20, ...groups };
  const input = {
    name: 'Wall B',
    font_size: 'NORMAL',
    fullscreen: false,
    locale: 'de',
    show_video_stream: false,
    show_presences: false,
    settings: [setting],
  };
  const reply = await admin.gql<{ createDisplayProfile: { id: number } }>(
    'mutation($i: DisplayProfileInput!) { createDisplayProfile(input: $i) { id } }',
    { i: input },
  );
  const id = reply.data?.createDisplayProfile.id;
  if (!id) throw new Error(`seeding the profile: ${JSON.stringify(reply.errors)}`);
  return id;
}

export async function seedIsolation(server: TestServer): Promise<IsolationWorld> {
  const admin = await setUpAdmin(server);
  const [systemA = 0, systemB = 0] = await addSystems(server, ['Haus A', `${MARKER} Haus`]);
  const lic = buildLicense({ id: 9001 });
  const act = await admin.gql(`mutation { activateLicense(customer: "${lic.customer}", code: "${lic.code}") { id } }`);
  if (act.errors.length) throw new Error(JSON.stringify(act.errors));
  await seedConfiguration(server, systemB);
  const ids: Record<string, number> = { system: systemB };
  for (const kind of ['section', 'call_type', 'call_source', 'schedule', 'display_group', 'hub', 'node', 'call'])
    ids[kind] = CONFIG_ID;
  ids.incident = await seedIncident(server, systemB);
  ids.screen = await seedScreen(server, systemB);
  admin.system = header(systemB);
  await seedConsoleEntities(server, systemB, admin, ids);
  ids.display_profile = await seedProfile(admin, systemB);
  // Made while working on B, so its audit entries are B's (an entry belongs to the system it was made on).
  const adminB = await userWith(server, admin, `${MARKER}-admin`, ['admin::manage_system'], {
    system_access: [systemB],
  });
  admin.system = null;
  const me = await adminB.gql<{ authUser: { id: number; roles: number[] } }>('{ authUser { id roles } }');
  ids.user = me.data?.authUser.id ?? 0;
  ids.role = me.data?.authUser.roles[0] ?? 0;
  return { admin, systemA, systemB, ids };
}

/** A user of A holding every permission of the catalogue, on A: made on the first call, signed in again on the next. */
export async function everythingOnA(server: TestServer, world: IsolationWorld): Promise<TestClient> {
  const exists = await world.admin.gql<{ users: { total: number } }>(
    '{ users(filter: { search: "all-of-a" }) { total } }',
  );
  let client: TestClient;
  if (exists.data?.users.total) {
    client = server.client();
    if (!(await client.login('all-of-a', 'password for tests')).body.ok) throw new Error('all-of-a cannot sign in');
  } else {
    const codes = PERMISSIONS.map((p) => p.code);
    client = await userWith(server, world.admin, 'all-of-a', codes, { system_access: [world.systemA] });
  }
  client.system = header(world.systemA);
  return client;
}

/** A signed-in user with no role at all. */
export async function withoutRoles(server: TestServer, admin: TestClient): Promise<TestClient> {
  const created = await admin.gql(
    'mutation { createUser(data: { name: "no-roles", password: "password for tests" }) { id } }',
  );
  if (created.errors.length) throw new Error(JSON.stringify(created.errors));
  const client = server.client();
  if (!(await client.login('no-roles', 'password for tests')).body.ok) throw new Error('no-roles cannot sign in');
  return client;
}

/** Everything of B, as stored: every row of a table with `system_id`, B itself, B's user and role, B's profile setting. */
/**
 * Columns the server's own timers change, whoever asks what: B's wall display goes silent when its last
 * heartbeat is older than a minute (the fleet's sweep), which a long run on a busy machine reaches.
 */
const SERVER_OWNED: Record<string, string[]> = { screens: ['live', 'silent_since'] };

export async function snapshotOfB(server: TestServer, world: IsolationWorld): Promise<string> {
  const db = server.app.database.db;
  const out: Record<string, unknown> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!(table instanceof PgTable)) continue;
    const column = (getTableColumns(table) as Record<string, PgColumn>).system_id;
    if (!column) continue;
    const rows = await db.select().from(table).where(eq(column, world.systemB)).orderBy(sql`1`);
    const own = SERVER_OWNED[name] ?? [];
    out[name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !own.includes(key))));
  }
  out.system = await db.select().from(schema.systems).where(eq(schema.systems.id, world.systemB));
  out.user = await db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, world.ids.user ?? 0));
  out.role = await db
    .select()
    .from(schema.roles)
    .where(eq(schema.roles.id, world.ids.role ?? 0));
  const profiles = await db
    .select({ id: schema.displayProfiles.id, settings: schema.displayProfiles.settings })
    .from(schema.displayProfiles)
    .where(inArray(schema.displayProfiles.id, [world.ids.display_profile ?? 0]));
  out.profiles = profiles.map((p) => ({ id: p.id, b: p.settings.filter((s) => s.system_id === world.systemB) }));
  return JSON.stringify(out);
}
