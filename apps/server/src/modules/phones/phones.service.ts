import { isModuleLicensed, type License } from '@wardlight/domain';
import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import type { RequestFacts } from '../auth/auth.service';
import { countAddressAttempt, countPairAttempt, DEFAULT_THROTTLE, settleSuccess } from '../auth/login-throttle';
import { verifyPasswordOrDummy } from '../auth/password';
import { hashToken, newSessionToken } from '../auth/session-token';
import { type PhoneIdentity, type PhoneTokens, phoneError } from './phone-identity';
import {
  appUserByName,
  clientByPairingCode,
  clientView,
  markPaired,
  pairedClientByDeviceHash,
  readAppSettings,
  recordStatus,
  revokeClients,
  setSignedIn,
  userView,
} from './phones.repository';

type Facts = Pick<RequestFacts, 'clientIp' | 'userAgent'>;

/** A fallback only: every change to a phone drops its entry at once (bus phonesChanged). */
const IDENTITY_TTL_MS = 30_000;
/** Phones per instance are hundreds at most; a flood of unknown tokens must not grow the map. */
const MAX_KNOWN = 5_000;

/** Pairing codes are short: after a few wrong ones an address waits, doubling (as sign-ins, ADR 0020). */
const PAIRING_THROTTLE = { ...DEFAULT_THROTTLE, pairFreeAttempts: 5 };
const PAIRING_KEY = '~pairing';

/**
 * Pairing, signing in and out, and what a phone reports of itself (issue 13, ADR 0032). Who a phone is
 * comes from its device token (the paired app client) and its session token (the app user signed in on
 * it); the table keeps only their hashes, and unpairing or another sign-in makes the old ones worthless.
 */
export function createPhonesService(deps: {
  db: Db;
  bus: Bus;
  /** The licence in force (cached by the licence service): the app licence needs no other read. */
  currentLicense: () => Promise<License>;
}) {
  const { db } = deps;
  const signedInChanged = (clientId: number) => deps.bus.publish('phonesChanged', { client_ids: [clientId] });

  /**
   * Who a device token is, for a while: a phone acknowledges the calls it gets, and each request would
   * otherwise read its client again — and requests that arrive while one read runs share it. A change to
   * a phone (unpair, sign-in, sign-out, on any instance) drops its entry at once, so a lost phone is
   * still cut off at once.
   */
  type ClientRow = Awaited<ReturnType<typeof pairedClientByDeviceHash>>;
  const known = new Map<string, { row: Promise<ClientRow>; id: number | null; at: number }>();
  deps.bus.on('phonesChanged', ({ client_ids }) => {
    for (const [hash, entry] of known) if (entry.id === null || client_ids.includes(entry.id)) known.delete(hash);
  });
  // Changes announced while the bus could not listen are missed: forget everything.
  deps.bus.onState(() => known.clear());

  function clientOf(deviceHash: string, fresh: boolean): Promise<ClientRow> {
    const entry = known.get(deviceHash);
    if (!fresh && entry && Date.now() - entry.at < IDENTITY_TTL_MS) return entry.row;
    if (known.size >= MAX_KNOWN) known.clear();
    const read = pairedClientByDeviceHash(db, deviceHash);
    const made = { row: read, id: null as number | null, at: Date.now() };
    known.set(deviceHash, made);
    read.then(
      (row) => {
        if (row) made.id = row.id;
      },
      () => {
        // A failed read is not kept: the next request reads again.
        if (known.get(deviceHash) === made) known.delete(deviceHash);
      },
    );
    return read;
  }

  async function identify(tokens: PhoneTokens, options: { fresh?: boolean } = {}): Promise<PhoneIdentity | null> {
    if (!tokens.client) return null;
    const row = await clientOf(hashToken(tokens.client), options.fresh ?? false);
    if (!row) return null;
    const signedIn =
      row.user_id !== null &&
      row.session_token_hash !== null &&
      tokens.session !== null &&
      hashToken(tokens.session) === row.session_token_hash;
    return {
      client: { id: row.id, system_id: row.system_id, name: row.name, permissions: row.permissions },
      user:
        signedIn && row.user_id !== null
          ? {
              id: row.user_id,
              name: row.user_name ?? '',
              display_name: row.display_name ?? '',
              group_id: row.group_id,
            }
          : null,
    };
  }

  async function session(phone: PhoneIdentity) {
    const [client, user, settings] = await Promise.all([
      clientView(db, phone.client.id),
      phone.user ? userView(db, phone.user.id) : null,
      readAppSettings(db),
    ]);
    if (!client) throw phoneError('PHONE_NOT_PAIRED');
    return {
      client,
      user,
      settings: {
        ...settings,
        relevant_calls: settings.relevant_calls_timeout,
        relevant_alerts: settings.relevant_alerts_timeout,
      },
    };
  }

  return {
    identify,
    session,

    async licensed(systemId: number): Promise<boolean> {
      // The app licence is the licence's app clients alone (the gateway is the console's App link).
      const license = await deps.currentLicense();
      return isModuleLicensed('app', { license, appGatewayEnabled: false, appGatewaySystemId: null, systemId });
    },

    /** The code of the QR code or typed in; each attempt counts before it is looked up. */
    async pair(code: string, facts: Facts) {
      const trimmed = code.trim();
      const wait =
        (await countAddressAttempt(db, facts.clientIp, DEFAULT_THROTTLE)) ||
        (await countPairAttempt(db, PAIRING_KEY, facts.clientIp, PAIRING_THROTTLE));
      if (wait) throw phoneError('PAIRING_CODE_INVALID', `too many attempts: wait ${wait} s`);
      const client = trimmed ? await clientByPairingCode(db, trimmed) : null;
      if (!client) throw phoneError('PAIRING_CODE_INVALID');
      await settleSuccess(db, PAIRING_KEY, facts.clientIp, PAIRING_THROTTLE);
      const deviceToken = newSessionToken();
      await markPaired(db, client.id, hashToken(deviceToken), facts.userAgent);
      await signedInChanged(client.id);
      const view = await clientView(db, client.id);
      if (!view) throw phoneError('PAIRING_CODE_INVALID');
      return { client: view, device_token: deviceToken };
    },

    /** One argon2 verify whether the name is unknown or the password wrong (as the console's sign-in). */
    async signIn(phone: PhoneIdentity, name: string, password: string, facts: Facts) {
      const key = `~app:${phone.client.system_id}:${name.trim()}`;
      const wait =
        (await countAddressAttempt(db, facts.clientIp, DEFAULT_THROTTLE)) ||
        (await countPairAttempt(db, key, facts.clientIp, DEFAULT_THROTTLE));
      if (wait) throw phoneError('PHONE_SIGN_IN_FAILED', `too many attempts: wait ${wait} s`);
      const user = name.trim() ? await appUserByName(db, phone.client.system_id, name.trim()) : null;
      if (!(await verifyPasswordOrDummy(user?.password_hash, password)) || !user)
        throw phoneError('PHONE_SIGN_IN_FAILED');
      await settleSuccess(db, key, facts.clientIp, DEFAULT_THROTTLE);
      const token = newSessionToken();
      await setSignedIn(db, phone.client.id, user.id, hashToken(token));
      // Whoever was signed in on this phone before is out: their socket closes.
      await signedInChanged(phone.client.id);
      const signedIn: PhoneIdentity = {
        client: phone.client,
        user: { id: user.id, name: user.name, display_name: user.display_name, group_id: user.group_id },
      };
      return { session_token: token, session: await session(signedIn) };
    },

    async signOut(phone: PhoneIdentity): Promise<boolean> {
      if ((await readAppSettings(db)).logout_disabled) throw phoneError('PHONE_LOGOUT_DISABLED');
      await setSignedIn(db, phone.client.id, null, null);
      await signedInChanged(phone.client.id);
      return true;
    },

    /** A lost phone: its tokens stop working now, and its sockets end on every instance. */
    async unpair(clientIds: readonly number[]): Promise<void> {
      await revokeClients(db, clientIds);
      if (clientIds.length) await deps.bus.publish('phonesChanged', { client_ids: [...clientIds] });
    },

    async report(phone: PhoneIdentity, status: Record<string, unknown>): Promise<boolean> {
      const known = Object.fromEntries(Object.entries(status).filter(([, v]) => v !== null && v !== undefined));
      await recordStatus(db, phone.client.id, { ...known, reported_at: new Date().toISOString() });
      return true;
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;
