import { ANONYMOUS, checkNewPassword, type Principal, pickLocale } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import type { Identity } from '../../graphql/context';
import { ValidationFailed } from '../../graphql/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { DisplayDevicesService } from '../display-devices/display-devices.service';
import type { LdapService } from '../ldap/ldap.service';
import type { PhoneTokens } from '../phones/phone-identity';
import type { SystemsService } from '../systems/systems.service';
import { findUserByName, loadUserWithRoles } from '../users/users.repository';
import { type AuthUserModel, toAuthUser, toPrincipal } from './auth-user';
import { ldapErrorField, settleLdapUser } from './ldap-users';
import {
  countAddressAttempt,
  countPairAttempt,
  DEFAULT_THROTTLE,
  settleSuccess,
  type ThrottlePolicy,
} from './login-throttle';
import { hashPassword, verifyPasswordOrDummy } from './password';
import { hashToken, newSessionToken } from './session-token';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findLiveSession,
  insertSession,
  type SessionRow,
  touchSession,
} from './sessions.repository';

const NO_PHONE: PhoneTokens = { client: null, session: null };

export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface RequestFacts {
  sessionToken: string | null;
  requestedSystem: number | null;
  acceptLanguage: string | null | undefined;
  clientIp: string;
  userAgent: string | null;
  /** A wall display's device token (header X-Display-Token, socket parameter display_token; ADR 0022). */
  displayToken?: string | null;
  /** A staff phone's device and session tokens (headers X-App-Client and X-App-Session; ADR 0032). */
  phoneTokens?: PhoneTokens;
}

export interface LoginOutcome {
  ok: boolean;
  user: AuthUserModel | null;
  require_password_change: boolean;
  errors: { field: string; key: string; data: Record<string, unknown> | null }[];
  /** The new session's token, for the cookie; set only when ok. */
  token?: string;
  maxAgeSeconds?: number;
}

// Writing last_seen_at on every request would turn reads into writes; a minute's slack is enough.
const TOUCH_AFTER_MS = 60_000;

export function createAuthService(deps: {
  db: Db;
  systems: SystemsService;
  sessions: SessionPolicy;
  throttle?: ThrottlePolicy;
  /** Tells the sockets of every instance whose identity may have changed (graphql/socket-sessions.ts). */
  bus?: Bus;
  /** Resolves a display's device token (ADR 0022). */
  displays?: Pick<DisplayDevicesService, 'identify'>;
  /** Directory sign-in for users of `is_ldap` and names unknown here, when LDAP is on (ADR 0041). */
  ldap?: Pick<LdapService, 'enabled' | 'signIn'>;
}) {
  const throttle = deps.throttle ?? DEFAULT_THROTTLE;
  const idleMs = deps.sessions.idleMinutes * 60_000;
  const idleSince = () => new Date(Date.now() - idleMs);
  const accessChanged = (userIds: number[]) => deps.bus?.publish('accessChanged', { user_ids: userIds });
  /** When the session ends unless a request comes first: idle end or absolute end, whichever is sooner. */
  const endOf = (s: SessionRow) => new Date(Math.min(s.expires_at.getTime(), s.last_seen_at.getTime() + idleMs));

  async function startSession(tx: DbOrTx, userId: number, facts: Pick<RequestFacts, 'clientIp' | 'userAgent'>) {
    // Sessions past their end are dead already; sign-ins sweep them so the table does not grow for ever.
    await deleteExpiredSessions(tx, idleSince());
    const token = newSessionToken();
    const maxAgeSeconds = deps.sessions.maxHours * 3600;
    await insertSession(tx, {
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + maxAgeSeconds * 1000),
      client_ip: facts.clientIp,
      user_agent: facts.userAgent,
    });
    return { token, maxAgeSeconds };
  }

  /** The sign-in's writes: last login, the session, its audit entry. */
  async function signIn(
    tx: DbOrTx,
    userId: number,
    userName: string,
    systemId: number | null,
    facts: Pick<RequestFacts, 'clientIp' | 'userAgent'>,
  ) {
    await tx.update(users).set({ last_login_at: new Date() }).where(eq(users.id, userId));
    const s = await startSession(tx, userId, facts);
    const actor: AuditActor = { userId, userName, systemId };
    await writeAudit(tx, actor, [{ action: 'logged_in', entity: 'user', entityId: userId }]);
    return s;
  }

  async function userOfSession(token: string | null, touch: boolean) {
    if (!token) return null;
    const tokenHash = hashToken(token);
    const session = await findLiveSession(deps.db, tokenHash, idleSince());
    if (!session) return null;
    const user = await loadUserWithRoles(deps.db, session.user_id);
    if (!user) return null;
    if (touch && Date.now() - session.last_seen_at.getTime() > TOUCH_AFTER_MS) {
      session.last_seen_at = new Date();
      await touchSession(deps.db, tokenHash, session.last_seen_at);
    }
    return { user: toAuthUser(user), tokenHash, endsAt: endOf(session) };
  }

  return {
    startSession,

    /**
     * Turns the facts of a request into who is asking; throws SystemUnavailable for HTTP 424.
     * `touch: false` checks without counting as activity (a socket's re-check must not keep a session alive).
     */
    async identify(
      facts: RequestFacts,
      options: { touch?: boolean } = {},
    ): Promise<Identity & { user: AuthUserModel | null; sessionEndsAt: Date | null }> {
      const found = await userOfSession(facts.sessionToken, options.touch ?? true);
      const principal: Principal = found ? toPrincipal(found.user) : ANONYMOUS;
      const systemId = await deps.systems.resolveContext(principal, facts.requestedSystem);
      const display = (await deps.displays?.identify(facts)) ?? null;
      return {
        principal,
        user: found?.user ?? null,
        userName: found?.user.name ?? null,
        sessionTokenHash: found?.tokenHash ?? null,
        systemId,
        locale: pickLocale(facts.acceptLanguage ?? found?.user.locale),
        clientIp: facts.clientIp,
        userAgent: facts.userAgent,
        sessionEndsAt: found?.endsAt ?? null,
        display,
        phoneTokens: facts.phoneTokens ?? NO_PHONE,
      };
    },

    async currentUser(userId: number): Promise<AuthUserModel | null> {
      const user = await loadUserWithRoles(deps.db, userId);
      return user ? toAuthUser(user) : null;
    },

    /**
     * Every attempt is counted before the password is looked at (see login-throttle), whichever
     * route it came by: REST, a GraphQL field, or many aliased fields in one request.
     */
    async login(
      facts: RequestFacts,
      systemId: number | null,
      username: string,
      password: string,
    ): Promise<LoginOutcome> {
      const fail = (field: string, key: string, data?: Record<string, unknown>): LoginOutcome => ({
        ok: false,
        user: null,
        require_password_change: false,
        errors: [{ field, key, data: data ?? null }],
      });
      const name = username.trim();
      if (!name) return fail('username', 'required');
      if (!password) return fail('password', 'required');
      const lockedFor =
        (await countAddressAttempt(deps.db, facts.clientIp, throttle)) ||
        (await countPairAttempt(deps.db, name, facts.clientIp, throttle));
      if (lockedFor) return fail('username', 'too_many_attempts', { seconds: lockedFor });

      const row = await findUserByName(deps.db, name);
      // Users of the directory, and names not known here, sign in against LDAP while it is on (ADR 0041);
      // its answers name the spec's variants (part 1 §8), which local sign-ins do not (ADR 0020).
      if (deps.ldap && (!row || row.is_ldap) && (await deps.ldap.enabled())) {
        const outcome = await deps.ldap.signIn(name, password);
        if (!outcome.ok) {
          return fail(
            ldapErrorField(outcome.key),
            outcome.key,
            outcome.detail ? { detail: outcome.detail } : undefined,
          );
        }
        await settleSuccess(deps.db, name, facts.clientIp, throttle);
        const locale = pickLocale(facts.acceptLanguage);
        const signedIn = await deps.db.transaction(async (tx) => {
          const u = await settleLdapUser(tx, row, name, locale, outcome.roleIds, systemId);
          return { ...u, session: await signIn(tx, u.id, u.userName, systemId, facts) };
        });
        if (signedIn.rolesChanged) await accessChanged([signedIn.id]);
        return {
          ok: true,
          user: await this.currentUser(signedIn.id),
          require_password_change: false,
          errors: [],
          token: signedIn.session.token,
          maxAgeSeconds: signedIn.session.maxAgeSeconds,
        };
      }

      // One answer, and one argon2 verify, whether the user is unknown or the password wrong (ADR 0020).
      if (!(await verifyPasswordOrDummy(row?.password_hash, password)) || !row) {
        return fail('password', 'invalid_credentials');
      }

      await settleSuccess(deps.db, name, facts.clientIp, throttle);
      const session = await deps.db.transaction((tx) => signIn(tx, row.id, row.name, systemId, facts));
      const user = await this.currentUser(row.id);
      return {
        ok: true,
        user,
        require_password_change: row.password_is_temporary,
        errors: [],
        token: session.token,
        maxAgeSeconds: session.maxAgeSeconds,
      };
    },

    async logout(tokenHash: string | null): Promise<void> {
      if (!tokenHash) return;
      const userId = await deleteSession(deps.db, tokenHash);
      if (userId !== null) await accessChanged([userId]);
    },

    /** The user's own new password; ends their other sessions and clears the temporary flag. */
    async setOwnPassword(actor: AuditActor & { tokenHash: string | null }, password: string, repeat: string) {
      const issues = checkNewPassword(password, repeat);
      if (!issues.ok || actor.userId === null) throw new ValidationFailed(issues.issues);
      const userId = actor.userId;
      const passwordHash = await hashPassword(password);
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ password_hash: passwordHash, password_is_temporary: false, updated_at: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (!row) throw new Error(`user ${userId} vanished`);
        await deleteUserSessions(tx, userId, actor.tokenHash ?? undefined);
        await writeAudit(tx, actor, [
          {
            action: 'updated',
            entity: 'user',
            entityId: userId,
            field: 'password_hash',
            change: { from: '***', to: '***' },
          },
        ]);
      });
      await accessChanged([userId]);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
