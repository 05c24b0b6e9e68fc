import { formatSystemId } from '@wardlight/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestClient, take } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { auditLog, displayGroups, displayNotes, schedules } from '../../db/schema/index';
import {
  CREATE_PROFILE,
  DELETE_PROFILES,
  issuesOf,
  MESSAGES,
  type Message,
  type ProfileShape,
  profileInput,
  settingFor,
  UPDATE_PROFILE,
} from './display-test-kit';

let server: TestServer;
let admin: TestClient;
let systemA: number;
let systemB: number;

const CREATE_NOTE = 'mutation($d: DisplayNoteInput!) { createDisplayNote(data: $d) { id } }';

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemA = 0, systemB = 0] = await addSystems(server, ['Haus Linde', 'Haus Eiche']);
  // System A has schedule 1 and display group 3; system B has neither.
  const { db } = server.app.database;
  await db.insert(schedules).values({ system_id: systemA, id: 1, name: 'Tag', time_1: '07:00', time_2: '19:00' });
  await db.insert(displayGroups).values({ system_id: systemA, id: 3, name: 'Pflege' });
});
afterAll(() => server.close());

async function create(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ createDisplayProfile: ProfileShape }>(CREATE_PROFILE, { i: input });
}

describe('display profile CRUD', () => {
  it('creates with a slug from the name, keeps the slug on rename, deletes; each with its audit entry', async () => {
    const first = await create(
      admin,
      profileInput('Station Süd', systemA, {
        font_size: 'larger',
        settings: [
          settingFor(systemA, { enabled: true, weekday_schedule_id: 1, weekday_display_group_1_id: 3 }),
          settingFor(systemB, { enabled: false, weekday_schedule_id: 99 }),
        ],
      }),
    );
    expect(first.errors).toEqual([]);
    const profile = first.data?.createDisplayProfile;
    expect(profile).toMatchObject({ name: 'Station Süd', slug: 'station-sued', font_size: 'LARGER' });
    expect(profile?.emergency_tone).toBe(false);
    // The switched-off system is dropped, not validated.
    expect(profile?.settings).toEqual([
      {
        system_id: systemA,
        weekday_schedule_id: 1,
        weekday_display_group_1_id: 3,
        weekend_schedule_id: 255,
        weekend_display_group_2_id: 255,
      },
    ]);
    const id = profile?.id ?? 0;

    const second = await create(admin, profileInput('  Station-Süd ', systemA));
    expect(second.data?.createDisplayProfile).toMatchObject({ name: 'Station-Süd', slug: 'station-sued-2' });

    const renamed = await admin.gql<{ updateDisplayProfile: ProfileShape }>(UPDATE_PROFILE, {
      i: profileInput('Nordflügel', systemA, { id, font_size: 'LARGER', emergency_tone: true }),
    });
    expect(renamed.errors).toEqual([]);
    expect(renamed.data?.updateDisplayProfile).toMatchObject({ slug: 'station-sued', emergency_tone: true });

    const listed = await server
      .client()
      .gql<{ displayProfiles: { name: string; slug: string }[] }>('{ displayProfiles { name slug } }');
    expect(listed.data?.displayProfiles).toEqual([
      { name: 'Nordflügel', slug: 'station-sued' },
      { name: 'Station-Süd', slug: 'station-sued-2' },
    ]);

    const deleted = await admin.gql(DELETE_PROFILES, { ids: [id, 99_999] });
    expect(deleted.data).toEqual({ deleteDisplayProfile: [{ id, name: 'Nordflügel' }] });

    const entries = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'display_profile'), eq(auditLog.entity_id, String(id))));
    expect(entries.map((e) => [e.action, e.field])).toEqual([
      ['created', null],
      ['updated', 'name'],
      ['updated', 'emergency_tone'],
      ['updated', 'settings'],
      ['deleted', null],
    ]);
    expect(entries[1]?.change).toEqual({ from: 'Station Süd', to: 'Nordflügel' });
  });

  it('takes no slug from a client: the input type has none', async () => {
    const res = await create(admin, { ...profileInput('Mit Slug', systemA), slug: 'eigener' });
    expect(res.data).toBeNull();
    expect(res.errors[0]?.message).toContain('"slug" is not defined by type "DisplayProfileInput"');
  });

  it('reports every problem of an input on its field', async () => {
    const res = await create(admin, {
      ...profileInput(' ', systemA, { font_size: 'huge', locale: 'es' }),
      settings: [
        settingFor(999),
        settingFor(systemA, { weekday_schedule_id: 7, weekend_display_group_2_id: 9 }),
        settingFor(systemA, { weekday_schedule_id: 20, weekday_display_group_1_id: 254 }),
        // Schedule 1 and group 3 are system A's; system B has no such ones.
        settingFor(systemB, { weekday_schedule_id: 1, weekday_display_group_1_id: 3, weekend_schedule_id: 20 }),
      ],
    });
    expect(issuesOf(res.errors)).toEqual([
      'name:required',
      'font_size:invalid_value',
      'locale:invalid_value',
      'settings.0.system_id:invalid_value',
      'settings.1.weekday_schedule_id:invalid_value',
      'settings.1.weekend_display_group_2_id:invalid_value',
      'settings.2.system_id:duplicate',
      'settings.3.weekday_schedule_id:invalid_value',
      'settings.3.weekday_display_group_1_id:invalid_value',
    ]);
    expect(res.errors.every((e) => e.extensions?.validation === true)).toBe(true);

    const taken = await create(admin, profileInput('STATION-süd', systemA));
    expect(issuesOf(taken.errors)).toEqual(['name:unique']);
  });

  it('updates only a profile that exists, named by its id', async () => {
    const noId = await admin.gql(UPDATE_PROFILE, { i: profileInput('Ohne Id', systemA) });
    expect(issuesOf(noId.errors)).toEqual(['id:required']);
    const unknown = await admin.gql(UPDATE_PROFILE, { i: profileInput('Unbekannt', systemA, { id: 99_999 }) });
    expect(unknown.errors[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', entity: 'display_profile' });
  });
});

describe('who may do what', () => {
  it('visitors read profiles; writing needs display::manage_display_profiles', async () => {
    const visitor = server.client();
    expect((await visitor.gql('{ displayProfiles { id } }')).errors).toEqual([]);
    expect((await create(visitor, profileInput('Besuch', systemA))).errors[0]?.message).toBe('MISSING_AUTH');

    const nurse = await userWith(server, admin, 'nurse', ['calllog::use_module']);
    for (const [query, variables] of [
      [CREATE_PROFILE, { i: profileInput('Pflege', systemA) }],
      [UPDATE_PROFILE, { i: profileInput('Pflege', systemA, { id: 1 }) }],
      [DELETE_PROFILES, { ids: [1] }],
    ] as const) {
      const res = await nurse.gql(query, variables);
      expect(res.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    }

    const manager = await userWith(server, admin, 'display-manager', ['display::manage_display_profiles']);
    expect((await create(manager, profileInput('Leitung', systemA))).errors).toEqual([]);
  });
});

describe('realtime', () => {
  it('announces displayprofile.updated with the id after create, update and delete', async () => {
    const socket = server.client().socket();
    let id = 0;
    const received = await take<Message>(socket, MESSAGES, 4, {
      // The clock's tick and the link watch's states (a system's configurator found offline) come when
      // they come: not what this test is about.
      filter: (m) => !['time', 'link.state'].includes(m.systemMessages.subject),
      // The subscription is live once `restart` arrived; change profiles then.
      onNext: (_m, i) => {
        if (i > 0) return;
        void (async () => {
          const created = await create(admin, profileInput('Funk', systemA));
          id = created.data?.createDisplayProfile.id ?? 0;
          await admin.gql(UPDATE_PROFILE, { i: profileInput('Funkraum', systemA, { id }) });
          await admin.gql(DELETE_PROFILES, { ids: [id] });
        })();
      },
    });
    await socket.dispose();
    expect(received.slice(1).map((m) => m.systemMessages)).toEqual(
      Array.from({ length: 3 }, () => ({ subject: 'displayprofile.updated', payload: { id } })),
    );
  });
});

describe('what a display reads for its system context', () => {
  it('shows the active notes whose window holds now, by sort order, of its own system only', async () => {
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset);
    const note = (title: string, values: Partial<typeof displayNotes.$inferInsert> = {}) => ({
      system_id: systemA,
      title,
      ...values,
    });
    await server.app.database.db
      .insert(displayNotes)
      .values([
        note('open', { sort_order: 2, color: 'red', display_date: true }),
        note('within', { sort_order: 1, display_from: at(-hour), display_until: at(hour) }),
        note('not yet', { display_from: at(hour) }),
        note('over', { display_until: at(-hour) }),
        note('inactive', { active: false }),
        note('open too', { sort_order: 2 }),
        note('other system', { system_id: systemB }),
      ]);
    const reader = server.client();
    reader.system = String(systemA).padStart(2, '0');

    const res = await reader.gql<{ activeDisplayNotes: { title: string; display_from: string | null }[] }>(
      '{ activeDisplayNotes { title text color sort_order display_date active display_from display_until } }',
    );

    expect(res.data?.activeDisplayNotes.map((n) => n.title)).toEqual(['within', 'open', 'open too']);
    expect(res.data?.activeDisplayNotes[1]).toMatchObject({ color: 'red', display_date: true, display_from: null });
    expect(new Date(res.data?.activeDisplayNotes[0]?.display_from ?? 0).getTime()).toBeLessThan(Date.now());
  });

  it('tells every display that may see a system that its notes changed, whatever its system context', async () => {
    const on = (client: TestClient, systemId: number) => Object.assign(client, { system: formatSystemId(systemId) });
    const writerOn = (systemId: number) => on(Object.assign(server.client(), { cookie: admin.cookie }), systemId);
    const visitor = on(server.client(), systemA);
    const linde = on(
      await userWith(server, admin, 'nur-linde', ['calllog::use_module'], { system_access: [systemA] }),
      systemA,
    );
    const [visitorSocket, lindeSocket] = [visitor.socket(), linde.socket()];
    const relevant = (m: Message) => ['restart', 'displaynote.updated'].includes(m.systemMessages.subject);
    let live = 0;
    let bothLive!: () => void;
    const subscribed = new Promise<void>((resolve) => {
      bothLive = resolve;
    });
    const onNext = (_m: Message, i: number) => i === 0 && ++live === 2 && bothLive();
    const heardByVisitor = take<Message>(visitorSocket, MESSAGES, 3, { filter: relevant, onNext });
    const heardByLinde = take<Message>(lindeSocket, MESSAGES, 2, { filter: relevant, onNext });
    await subscribed;

    // System B's note first: had Linde's socket heard it, it would arrive before system A's.
    for (const systemId of [systemB, systemA]) {
      const res = await writerOn(systemId).gql(CREATE_NOTE, { d: { title: 'Lift gesperrt', color: 'red' } });
      expect(res.errors).toEqual([]);
    }

    const note = (systemId: number) => ({ subject: 'displaynote.updated', payload: { system_id: systemId } });
    expect((await heardByVisitor).slice(1).map((m) => m.systemMessages)).toEqual([note(systemB), note(systemA)]);
    expect((await heardByLinde).slice(1).map((m) => m.systemMessages)).toEqual([note(systemA)]);
    await Promise.all([visitorSocket.dispose(), lindeSocket.dispose()]);
  });

  it('answers empty relations with the weekend of a system without configuration', async () => {
    const reader = server.client();
    reader.system = String(systemB).padStart(2, '0');
    const res = await reader.gql(
      '{ callDisplayRelations { schedules { id } displayGroups { id } callTypes { id } weekend_start weekend_stop } }',
    );
    expect(res.data).toEqual({
      callDisplayRelations: { schedules: [], displayGroups: [], callTypes: [], weekend_start: 6840, weekend_stop: 360 },
    });
  });

  it('refuses a system context that does not exist', async () => {
    const reader = server.client();
    reader.system = '77';
    expect((await reader.gql('{ activeDisplayNotes { id } }')).status).toBe(424);
  });
});
