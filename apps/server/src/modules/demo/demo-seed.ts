import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEMO_CONSOLE_USER,
  DEMO_SIMULATOR_ADDRESS,
  DEMO_STAFF,
  DEMO_STAFF_PASSWORD,
  demoClientName,
  type Principal,
} from '@wardlight/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { appClients, appState, appUserGroups, appUsers, systems, users } from '../../db/schema/index';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { newPairing } from '../app-clients/app-clients.repository';
import { hashPassword } from '../auth/password';
import { encodeLicense, LICENSE_VERSION } from '../license/license-code';

/** The seed acts as the system itself: a superuser nobody signs in as, id 0 in the audit. */
const SEED_PRINCIPAL: Principal = Object.freeze({
  id: 0,
  isSuperuser: true,
  permissions: new Set<string>(),
  systemAccess: [],
});
const SEED_ACTOR = { principal: SEED_PRINCIPAL, userId: null, userName: 'demo mode', systemId: null };

const DEV_KEY = fileURLToPath(new URL('../../../keys/dev-license-private.pem', import.meta.url));
/** The demo licence's id: each id activates once per install, so a fixed one never doubles. */
const DEMO_LICENCE_ID = 9_043;

/** The floors' app user groups of the care-home fixture, by section. */
const GROUP_NAMES: Record<number, string> = { 1: 'Pflege 1. OG', 2: 'Pflege 2. OG' };

/**
 * A fresh install in demo mode does the setup wizard's steps itself (ADR 0043): a development licence
 * (only where the development key is trusted, i.e. not in production), the simulator as the first system
 * (it may still be starting: tried for a minute), and the demo console user. Then, on every demo start,
 * the demo's staff: a group per floor, three app users and three phones (app clients).
 */
export async function seedDemo(services: Services, log: Logger, simulator = DEMO_SIMULATOR_ADDRESS): Promise<void> {
  const db = services.db;
  const fresh = (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n === 0;
  if (fresh) await seedLicence(services, log);
  await ensureConsoleUser(services);
  const staff = async () => {
    const [system] = await db.select().from(systems).orderBy(asc(systems.id)).limit(1);
    if (system) await ensureStaff(services, system.id);
    else log.warn('Demo mode: no system yet, so no demo phones; connect the simulator in the setup wizard.');
  };
  // The simulator may start after the server: the start does not wait for it.
  if (!fresh) return staff();
  void seedSystem(services, log, simulator)
    .then(staff)
    .catch((error: unknown) => log.error({ err: error }, 'Demo mode: seeding the demo data failed'));
}

async function seedLicence(services: Services, log: Logger): Promise<void> {
  const current = await services.license.current();
  if (current.customer !== null || !existsSync(DEV_KEY)) return;
  const customer = '100043';
  const code = encodeLicense(
    {
      v: LICENSE_VERSION,
      id: DEMO_LICENCE_ID,
      name: 'Demo',
      customer,
      issued_at: new Date().toISOString(),
      features: { analytics: true, log: true, management: true },
      limits: { devices: 500, visuals: 20, app_clients: 20, systems: 3 },
    },
    readFileSync(DEV_KEY, 'utf8'),
  );
  try {
    await services.license.activate(SEED_ACTOR, customer, code);
  } catch (error) {
    // Production trusts only its own keys: the demo then needs a licence entered in the wizard.
    log.warn({ err: error }, 'Demo mode: the development licence was refused; activate a licence in the wizard.');
  }
}

async function seedSystem(services: Services, log: Logger, simulator: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await services.systemParams.createInitial(SEED_ACTOR, simulator, 'admin', 'admin');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        log.warn({ err: error }, `Demo mode: no simulator at ${simulator}; connect one in the setup wizard.`);
        return;
      }
      await new Promise((done) => setTimeout(done, 2_000));
    }
  }
}

/** The demo console user, a superuser with the fixed credentials; its password is set back each start. */
async function ensureConsoleUser(services: Services): Promise<void> {
  const db = services.db;
  const hash = await hashPassword(DEMO_CONSOLE_USER.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.name}) = ${DEMO_CONSOLE_USER.name}`);
  if (existing) {
    await db.update(users).set({ password_hash: hash, password_is_temporary: false }).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ name: DEMO_CONSOLE_USER.name, password_hash: hash, is_superuser: true });
  }
  await db
    .update(appState)
    .set({ setup_time: sql`coalesce(${appState.setup_time}, now())` })
    .where(eq(appState.id, 1));
}

/** A group per floor, the three app users (password set back) and a phone each, found by name. */
async function ensureStaff(services: Services, systemId: number): Promise<void> {
  const db = services.db;
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  const groupIds = new Map<number, number>();
  for (const [section, name] of Object.entries(GROUP_NAMES)) {
    const where = and(eq(appUserGroups.system_id, systemId), eq(appUserGroups.name, name));
    const [found] = await db.select({ id: appUserGroups.id }).from(appUserGroups).where(where);
    const id =
      found?.id ??
      (
        await db
          .insert(appUserGroups)
          .values({ system_id: systemId, name, section_id: Number(section) })
          .returning({ id: appUserGroups.id })
      )[0]?.id;
    if (id !== undefined) groupIds.set(Number(section), id);
  }
  for (const staff of DEMO_STAFF) {
    const group = groupIds.get(staff.section_id) ?? null;
    const where = and(eq(appUsers.system_id, systemId), eq(appUsers.name, staff.name));
    const [user] = await db.select({ id: appUsers.id }).from(appUsers).where(where);
    if (user) await db.update(appUsers).set({ password_hash: hash, group_id: group }).where(eq(appUsers.id, user.id));
    else
      await db.insert(appUsers).values({
        system_id: systemId,
        name: staff.name,
        display_name: staff.display_name,
        group_id: group,
        password_hash: hash,
      });
    const name = demoClientName(staff.n);
    const [client] = await db
      .select({ id: appClients.id })
      .from(appClients)
      .where(and(eq(appClients.system_id, systemId), eq(appClients.name, name)));
    if (!client) await db.insert(appClients).values({ system_id: systemId, name, ...newPairing() });
  }
}
