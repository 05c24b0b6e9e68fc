// Real staff phones for --phones (issue 13, ADR 0031/0032), set up over the public GraphQL API after the
// link is ready, as an administrator and the phones themselves would: the app licence (signed with the
// repository's development key, which a server not in production trusts), one app user group per
// section, one enabled display-group connection over all sections (so every group, and every phone,
// gets every call but defects), then per phone an app user and an app client, paired with its pairing
// token and signed in. The tokens go to the subscriber threads, which open the phone's socket.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeLicense, type LicensePayload } from '../../apps/server/src/modules/license/license-code';
import { ALERT } from './driver';
import { gql } from './setup';
import { ROOT } from './stack';

export interface PhoneTokens {
  /** The device token pairPhone returned (connection parameter app_client_token). */
  client: string;
  /** The session token phoneSignIn returned (connection parameter app_session_token). */
  session: string;
}

const PASSWORD = 'bench phone password 1';
/** Not the server's own loopback (refused for a phone's server_url): a phone reaches it over Wi-Fi. */
const SERVER_URL = 'http://10.0.0.1:8080';
/**
 * Pairing counts one attempt on a single per-address key (5 free attempts, then waits) and gives it
 * back on success; at most 4 in flight keep the count under 5, so no pairing waits and none is refused.
 */
const PAIRING_IN_FLIGHT = 4;
/**
 * Sign-ins count per address (50 in 15 min) and per (address, name); each success gives its address
 * attempt back, so the address count never exceeds the sign-ins in flight.
 */
const SIGN_IN_IN_FLIGHT = 8;
/** Console mutations (argon2 for each app user's password). */
const CREATE_IN_FLIGHT = 8;

interface Reply<T> {
  data: T | null;
  errors: { message: string }[];
}

function must<T>(reply: Reply<T>, what: string): T {
  if (reply.errors.length || !reply.data) throw new Error(`phones setup, ${what}: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

/** Runs `work` for 0 … n−1 with at most `inFlight` at once, results in order. */
async function pool<T>(n: number, inFlight: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, n) }, async () => {
      for (let i = next++; i < n; i = next++) results[i] = await work(i);
    }),
  );
  return results;
}

/** Whether the server has the phone API at all (a checkout from before issue 13 has not). */
export async function hasPhoneApi(serverUrl: string): Promise<boolean> {
  const reply = await gql<{ __type: { name: string } | null }>(
    serverUrl,
    '{ __type(name: "PhoneCallsUpdate") { name } }',
  );
  return !!reply.data?.__type;
}

/**
 * A phone's subscription, the fields the bench reads. A server that sends deltas (the whole list first,
 * then what changed) says so with the fields `complete` and `removed`; one from before sends the whole
 * list every time, and is asked without them.
 */
export async function phoneQueryOf(serverUrl: string): Promise<string> {
  const reply = await gql<{ __type: { fields: { name: string }[] } | null }>(
    serverUrl,
    '{ __type(name: "PhoneCallsUpdate") { fields { name } } }',
  );
  const deltas = reply.data?.__type?.fields.some((f) => f.name === 'complete') ?? false;
  return `subscription { phoneCallsChanged { ${deltas ? 'complete removed ' : ''}calls { id state } } }`;
}

/** The app licence: app clients for every phone; no other feature, so the displays' path is as without it. */
async function activateLicence(serverUrl: string, cookie: string, phones: number): Promise<void> {
  const payload: LicensePayload = {
    v: 5,
    id: 9001,
    name: 'bench/calls',
    customer: '900001',
    issued_at: new Date().toISOString(),
    features: { analytics: false, log: false, management: false },
    limits: { devices: 10_000, visuals: 0, app_clients: phones, systems: 3 },
  };
  const key = readFileSync(join(ROOT, 'apps/server/keys/dev-license-private.pem'), 'utf8');
  must(
    await gql(
      serverUrl,
      'mutation($customer: String!, $code: String!) { activateLicense(customer: $customer, code: $code) { id } }',
      { customer: payload.customer, code: encodeLicense(payload, key) },
      { cookie },
    ),
    'activateLicense (the server must trust the development licence key: not NODE_ENV=production)',
  );
}

/** Sets up `n` phones on system `system`; returns their tokens, phone i at index i. */
export async function setUpPhones(serverUrl: string, cookie: string, system: string, n: number) {
  const started = performance.now();
  await activateLicence(serverUrl, cookie, n);
  const admin = { cookie, system };
  // Every press of the bench is an alert; phones are expected to get each only if an alert rings a
  // phone (presences never do, defects not without a display group that takes them).
  const alert = must(
    await gql<{ callType: { flag: string | null } | null }>(
      serverUrl,
      'query($id: Int!) { callType(id: $id) { flag } }',
      { id: ALERT },
      admin,
    ),
    'callType',
  ).callType;
  if (!alert || alert.flag === 'Presence' || alert.flag === 'Defect') {
    throw new Error(
      `phones setup: call type ${ALERT} (the bench's alert) is ${alert?.flag ?? 'missing'}: no phone rings`,
    );
  }
  const sections = must(
    await gql<{ sections: { items: { id: number; name: string }[]; total: number } }>(
      serverUrl,
      '{ sections(filter: { page: { limit: 1000 } }) { items { id name } total } }',
      {},
      admin,
    ),
    'sections',
  ).sections;
  if (sections.items.length === 0) throw new Error('phones setup: the system has no section for an app user group');
  if (sections.total > sections.items.length)
    throw new Error(`phones setup: ${sections.total} sections, read only some`);
  const groups: number[] = [];
  for (const section of sections.items) {
    const created = must(
      await gql<{ createAppUserGroup: { id: number } }>(
        serverUrl,
        'mutation($d: AppUserGroupInput!) { createAppUserGroup(data: $d) { id } }',
        { d: { name: `Bench ${section.name}`.slice(0, 60), section_id: section.id } },
        admin,
      ),
      `createAppUserGroup (section ${section.id})`,
    );
    groups.push(created.createAppUserGroup.id);
  }
  // No display group: every call of every section but defects, to every group of those sections.
  must(
    await gql(
      serverUrl,
      'mutation($d: AppConnectionInput!) { createAppConnection(data: $d) { id } }',
      { d: { name: 'Bench: all sections', is_enabled: true, section_ids: sections.items.map((s) => s.id) } },
      admin,
    ),
    'createAppConnection',
  );

  const names = Array.from({ length: n }, (_, i) => `bench-phone-${i + 1}`);
  const codes = await pool(n, CREATE_IN_FLIGHT, async (i) => {
    const name = names[i] as string;
    must(
      await gql(
        serverUrl,
        'mutation($d: AppUserInput!) { createAppUser(data: $d) { id } }',
        {
          d: {
            name,
            display_name: `Bench ${i + 1}`,
            group_id: groups[i % groups.length],
            password: PASSWORD,
            password_repeat: PASSWORD,
          },
        },
        admin,
      ),
      `createAppUser ${name}`,
    );
    const client = must(
      await gql<{ createAppClient: { pairing_token: string | null } }>(
        serverUrl,
        'mutation($d: AppClientInput!) { createAppClient(data: $d) { pairing_token } }',
        { d: { name: `Bench phone ${i + 1}`, server_url: SERVER_URL } },
        admin,
      ),
      `createAppClient ${i + 1}`,
    );
    const token = client.createAppClient.pairing_token;
    if (!token) throw new Error(`phones setup: app client ${i + 1} has no pairing token`);
    return token;
  });

  // As the phone: a visitor with the code, then signed in with the device token.
  const devices = await pool(n, PAIRING_IN_FLIGHT, async (i) => {
    const paired = must(
      await gql<{ pairPhone: { device_token: string } }>(
        serverUrl,
        'mutation($c: String!) { pairPhone(code: $c) { device_token } }',
        { c: codes[i] },
      ),
      `pairPhone ${i + 1}`,
    );
    return paired.pairPhone.device_token;
  });
  const tokens = await pool(n, SIGN_IN_IN_FLIGHT, async (i): Promise<PhoneTokens> => {
    const client = devices[i] as string;
    const signedIn = must(
      await gql<{ phoneSignIn: { session_token: string } }>(
        serverUrl,
        'mutation($n: String!, $p: String!) { phoneSignIn(name: $n, password: $p) { session_token } }',
        { n: names[i], p: PASSWORD },
        { headers: { 'x-app-client': client } },
      ),
      `phoneSignIn ${names[i]}`,
    );
    return { client, session: signedIn.phoneSignIn.session_token };
  });
  console.error(
    `[bench] phones: ${n} paired and signed in (${groups.length} app user groups, one per section, ` +
      `one connection over all) in ${Math.round(performance.now() - started)} ms`,
  );
  return tokens;
}
