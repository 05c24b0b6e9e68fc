import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { displayGroups, schedules, systems } from '../../db/schema/index';
import {
  CREATE_PROFILE,
  issuesOf,
  PROFILE_FIELDS,
  type ProfileShape,
  profileInput,
  settingFor,
  UPDATE_PROFILE,
} from './display-test-kit';

// A profile is global, but a manager may be limited to some systems (spec part 1 §6). The settings
// drawer re-sends the settings of systems it cannot show (web profile-draft.ts); the server keeps the
// stored ones instead, so the manager can neither change nor lose another team's system.

let server: TestServer;
let admin: TestClient;
let restricted: TestClient;
let systemA: number;
let systemB: number;

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemA = 0, systemB = 0] = await addSystems(server, ['Haus Linde', 'Haus Eiche']);
  const { db } = server.app.database;
  await db.insert(schedules).values({ system_id: systemA, id: 1, name: 'Tag', time_1: '07:00', time_2: '19:00' });
  await db.insert(displayGroups).values({ system_id: systemA, id: 3, name: 'Pflege' });
  restricted = await userWith(server, admin, 'leitung-linde', ['display::manage_display_profiles'], {
    system_access: [systemA],
  });
});
afterAll(() => server.close());

const create = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ createDisplayProfile: ProfileShape }>(CREATE_PROFILE, { i: input });
const update = (client: TestClient, input: Record<string, unknown>) =>
  client.gql<{ updateDisplayProfile: ProfileShape }>(UPDATE_PROFILE, { i: input });

/** The settings of profile `id` as a display reads them. */
async function stored(id: number) {
  const res = await server
    .client()
    .gql<{ displayProfiles: ProfileShape[] }>(`{ displayProfiles { ${PROFILE_FIELDS} } }`);
  return res.data?.displayProfiles.find((p) => p.id === id)?.settings;
}

/** System B's setting as the administrator saved it: all day, every display group. */
const eiche = (overrides: Record<string, unknown> = {}) =>
  settingFor(systemB, { weekday_schedule_id: 20, weekday_display_group_1_id: 254, ...overrides });
const eicheAsStored = () => ({
  system_id: systemB,
  weekday_schedule_id: 20,
  weekday_display_group_1_id: 254,
  weekend_schedule_id: 255,
  weekend_display_group_2_id: 255,
});

/** A profile the administrator made for both systems. */
async function createBoth(name: string): Promise<number> {
  const res = await create(admin, profileInput(name, systemA, { settings: [settingFor(systemA), eiche()] }));
  expect(res.errors).toEqual([]);
  return res.data?.createDisplayProfile.id ?? 0;
}

describe('a manager limited to some systems', () => {
  it('may not create a profile naming a system they may not use', async () => {
    const other = await create(restricted, profileInput('Eiche', systemB));
    expect(issuesOf(other.errors)).toEqual(['settings.0.system_id:invalid_value']);
    const own = await create(restricted, profileInput('Linde', systemA));
    expect(own.errors).toEqual([]);
  });

  it('saves what the drawer sends for a profile covering another system, which stays as it was', async () => {
    const id = await createBoth('Flur Ost');
    const res = await update(
      restricted,
      profileInput('Flur Ost', systemA, {
        id,
        settings: [
          settingFor(systemA, { enabled: true, weekday_schedule_id: 1, weekday_display_group_1_id: 3 }),
          eiche({ enabled: true }),
        ],
      }),
    );
    expect(res.errors).toEqual([]);
    expect(await stored(id)).toEqual([
      {
        system_id: systemA,
        weekday_schedule_id: 1,
        weekday_display_group_1_id: 3,
        weekend_schedule_id: 255,
        weekend_display_group_2_id: 255,
      },
      eicheAsStored(),
    ]);
  });

  it('can neither alter nor remove the setting of a system they may not use', async () => {
    const id = await createBoth('Flur West');
    for (const settings of [
      [settingFor(systemA), eiche({ weekday_schedule_id: 255, weekend_display_group_2_id: 253 })],
      [settingFor(systemA)],
      [settingFor(systemA), eiche({ enabled: false })],
    ]) {
      const res = await update(restricted, profileInput('Flur West', systemA, { id, settings }));
      expect(res.errors).toEqual([]);
      expect((await stored(id))?.find((s) => s.system_id === systemB)).toEqual(eicheAsStored());
    }
  });

  it('cannot add a setting of a system they may not use', async () => {
    const own = await create(restricted, profileInput('Flur Süd', systemA));
    const id = own.data?.createDisplayProfile.id ?? 0;
    const res = await update(
      restricted,
      profileInput('Flur Süd', systemA, { id, settings: [settingFor(systemA), eiche()] }),
    );
    expect(res.errors).toEqual([]);
    expect((await stored(id))?.map((s) => s.system_id)).toEqual([systemA]);
  });

  it('is still refused schedules and display groups that are not those of the system', async () => {
    const id = await createBoth('Flur Nord');
    const res = await update(
      restricted,
      profileInput('Flur Nord', systemA, {
        id,
        settings: [settingFor(systemA, { weekend_schedule_id: 7, weekday_display_group_3_id: 9 }), eiche()],
      }),
    );
    expect(issuesOf(res.errors)).toEqual([
      'settings.0.weekend_schedule_id:invalid_value',
      'settings.0.weekday_display_group_3_id:invalid_value',
    ]);
  });
});

describe('a profile naming a system that was deleted', () => {
  it('saves, by anyone, and drops that system', async () => {
    const [gone = 0] = await addSystems(server, ['Haus Ulme']);
    const res = await create(
      admin,
      profileInput('Ulme', systemA, { settings: [settingFor(systemA), settingFor(gone)] }),
    );
    const id = res.data?.createDisplayProfile.id ?? 0;
    expect((await stored(id))?.map((s) => s.system_id)).toEqual([systemA, gone]);
    await server.app.database.db.delete(systems).where(eq(systems.id, gone));
    server.app.services.systems.invalidate();

    for (const client of [restricted, admin]) {
      const settings = [settingFor(systemA), settingFor(gone, { enabled: true })];
      const saved = await update(client, profileInput('Ulme', systemA, { id, settings }));
      expect(saved.errors).toEqual([]);
      expect((await stored(id))?.map((s) => s.system_id)).toEqual([systemA]);
    }
  });
});
