// Test support for the staff phones (issue 13): app users, groups and phones of a linked system, seeded
// in the database as app management would write them, and phones that pair, sign in and watch. Not used
// by the server.
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { expect, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { appClients, appSettings, appUserGroups, appUsers, systemTreeNodes } from '../src/db/schema/index';
import { hashPassword } from '../src/modules/auth/password';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import type { TestServer } from './harness';
import { setUpAdmin } from './seed';

export const PHONE_PASSWORD = 'phone password 1';

export interface PhoneCall {
  id: number;
  state: string;
  urgency: string;
  accepted_by: string | null;
  can_accept: boolean;
  can_reject: boolean;
  device_text_long: string;
}

/** The app licence (app clients among the test licence's limits) on a server without one yet. */
export async function activateAppLicence(server: Pick<TestServer, 'client'>): Promise<TestClient> {
  const admin = await setUpAdmin(server);
  const licence = buildLicense();
  const res = await admin.gql(
    `mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`,
  );
  if (res.errors.length) throw new Error(JSON.stringify(res.errors));
  return admin;
}

export async function sectionOfNode(db: Db, systemId: number, nodeId: number): Promise<number> {
  const [node] = await db
    .select({ section_id: systemTreeNodes.section_id })
    .from(systemTreeNodes)
    .where(and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.id, nodeId)));
  if (!node?.section_id) throw new Error(`node ${nodeId} has no section`);
  return node.section_id;
}

export async function addGroup(
  db: Db,
  systemId: number,
  values: Partial<typeof appUserGroups.$inferInsert> & { name: string; section_id: number },
): Promise<number> {
  const [row] = await db
    .insert(appUserGroups)
    .values({ system_id: systemId, ...values })
    .returning({ id: appUserGroups.id });
  return row?.id ?? 0;
}

export async function addAppUser(db: Db, systemId: number, name: string, groupId: number | null) {
  const [row] = await db
    .insert(appUsers)
    .values({
      system_id: systemId,
      name,
      display_name: name.toUpperCase(),
      group_id: groupId,
      password_hash: await hashPassword(PHONE_PASSWORD),
    })
    .returning({ id: appUsers.id });
  return row?.id ?? 0;
}

/** An unpaired phone with `code` as its pairing token, valid for an hour. */
export async function addPhone(db: Db, systemId: number, name: string, code: string) {
  const [row] = await db
    .insert(appClients)
    .values({ system_id: systemId, name, pairing_token: code, pairing_expires_at: new Date(Date.now() + 3_600_000) })
    .returning({ id: appClients.id });
  return row?.id ?? 0;
}

/**
 * Sets app settings as a test needs them, below the console's ranges too (a resend after 1 s). Given a
 * running server, it is told as saving them in the console tells it (`appSettingsChanged`): its call path
 * keeps the settings until then (app-settings-cache.ts). A database alone: for a server not running.
 */
export async function setAppSettings(target: Db | TestServer, values: Partial<typeof appSettings.$inferInsert>) {
  const db = 'app' in target ? target.app.database.db : target;
  await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing();
  await db.update(appSettings).set(values).where(eq(appSettings.id, 1));
  if ('app' in target) await target.app.services.bus.publish('appSettingsChanged', {});
}

/** A phone that paired with `code` and has `user` signed in, watching its list on a socket. */
export async function phoneOf(client: TestClient, code: string, user: string) {
  const paired = await client.gql<{ pairPhone: { device_token: string } }>(
    'mutation($c: String!) { pairPhone(code: $c) { device_token } }',
    { c: code },
  );
  if (!paired.data) throw new Error(JSON.stringify(paired.errors));
  client.phone.client = paired.data.pairPhone.device_token;
  const signedIn = await client.gql<{ phoneSignIn: { session_token: string } }>(
    'mutation($n: String!, $p: String!) { phoneSignIn(name: $n, password: $p) { session_token } }',
    { n: user, p: PHONE_PASSWORD },
  );
  if (!signedIn.data) throw new Error(JSON.stringify(signedIn.errors));
  client.phone.session = signedIn.data.phoneSignIn.session_token;
  return watchPhone(client);
}

/** The phone's socket: every list it was sent, and the error that ended it, if one did. */
interface PhoneCallsUpdate {
  calls: PhoneCall[];
  removed: number[];
  complete: boolean;
}

/** The phone client's merge: a complete update replaces the list; otherwise by id, and the removed leave. */
function applyUpdate(list: readonly PhoneCall[], update: PhoneCallsUpdate): PhoneCall[] {
  if (update.complete) return update.calls;
  const changed = new Map(update.calls.map((c) => [c.id, c]));
  const gone = new Set(update.removed);
  const kept = list.filter((c) => !gone.has(c.id) && !changed.has(c.id));
  return [...kept, ...update.calls];
}

export function watchPhone(client: TestClient) {
  // A server killed under it is what some tests do: the subscription's error says so, not the console.
  const socket: Client = client.socket({ onNonLazyError: () => undefined });
  const lists: { at: number; calls: PhoneCall[] }[] = [];
  let ended: { code: string } | null = null;
  const updates: PhoneCallsUpdate[] = [];
  socket.subscribe<{ phoneCallsChanged: PhoneCallsUpdate }>(
    {
      query: `subscription { phoneCallsChanged { complete removed calls {
        id state urgency accepted_by can_accept can_reject device_text_long } } }`,
    },
    {
      next: (value) => {
        if (value.errors?.length) ended = { code: String(value.errors[0]?.extensions?.code) };
        else if (value.data) {
          const update = value.data.phoneCallsChanged;
          updates.push(update);
          lists.push({ at: Date.now(), calls: applyUpdate(lists.at(-1)?.calls ?? [], update) });
        }
      },
      error: (error) => {
        const first = (Array.isArray(error) ? error[0] : error) as { extensions?: { code?: string } };
        ended = { code: String(first?.extensions?.code ?? 'socket closed') };
      },
      complete: () => undefined,
    },
  );
  return {
    client,
    socket,
    /** The phone's list after each update (the updates merged as the phone client does). */
    lists,
    /** The updates as sent: the first complete, then what changed. */
    updates,
    get ended() {
      return ended;
    },
    last: () => lists.at(-1)?.calls ?? [],
    /** Waits until the phone's latest list shows the call in `state`; returns when it arrived. */
    async shows(callId: number, state: string, timeout = 10_000): Promise<number> {
      await vi.waitFor(() => expect(lists.at(-1)?.calls.find((c) => c.id === callId)?.state).toBe(state), {
        timeout,
        interval: 20,
      });
      return lists.at(-1)?.at ?? 0;
    },
    act(callId: number, action: string) {
      return client.gql<{ phoneCallAction: PhoneCall }>(
        'mutation($c: Int!, $a: String!) { phoneCallAction(call_id: $c, action: $a) { id state } }',
        { c: callId, a: action },
      );
    },
    acknowledge(callIds: number[], opened = false) {
      return client.gql('mutation($c: [Int!]!, $o: Boolean) { phoneAcknowledge(call_ids: $c, opened: $o) }', {
        c: callIds,
        o: opened,
      });
    },
    close: () => socket.dispose(),
  };
}

export type Phone = Awaited<ReturnType<typeof phoneOf>>;
