import { checkNewPassword, isLocale } from '@wardlight/domain';
import { eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Db } from '../../db/client';
import { appState, users } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { writeAudit } from '../audit/audit.repository';
import type { AuthService, RequestFacts } from '../auth/auth.service';
import { hashPassword } from '../auth/password';
import { countUsers } from '../users/users.repository';
import { createSetupGate } from './setup-gate';

/** The wizard matches on the words 'already present' (spec part 1 §5). */
function alreadyPresent(): GraphQLError {
  return new GraphQLError('validation failed: user already present', {
    extensions: { code: 'VALIDATION_FAILED', validation: true, field: 'username', key: 'already_present' },
  });
}

/** A setup step called after setup: the words 'already present' are what the wizard matches. */
export function setupComplete(): GraphQLError {
  return new GraphQLError('setup is complete: a user is already present', {
    extensions: { code: 'SETUP_COMPLETE' },
  });
}

export function createSetupService(deps: { db: Db; auth: AuthService }) {
  // Once a user exists the setup is over for good; the last superuser cannot be deleted.
  let setupClosed = false;
  const gate = createSetupGate();

  async function isOpen(): Promise<boolean> {
    if (setupClosed) return false;
    setupClosed = (await countUsers(deps.db)) > 0;
    return !setupClosed;
  }

  return {
    gate,
    isOpen,

    /**
     * At start, while setup is open: the one-time code for a wizard on another machine (ADR 0021). The
     * first instance on the database stores its code and every later one takes it, so a wizard whose
     * requests a proxy spreads over several instances meets one code; a restart keeps it.
     */
    async announceCode(log: Logger): Promise<void> {
      if (!(await isOpen())) return;
      const [row] = await deps.db
        .update(appState)
        .set({ setup_code: sql`coalesce(${appState.setup_code}, ${gate.raw()})` })
        .where(eq(appState.id, 1))
        .returning({ code: appState.setup_code });
      if (row?.code) gate.adopt(row.code);
      // Warn level: it must show at the default and at quieter log levels alike.
      log.warn(
        { setup_code: gate.code() },
        `Setup is open. Setup code for the setup wizard on another computer: ${gate.code()}`,
      );
    },

    /** Creates the first user, a superuser, records the setup time and signs them in. */
    async createInitialUser(
      facts: RequestFacts,
      username: string | null | undefined,
      password: string,
      locale: string | null | undefined,
    ) {
      const name = username?.trim() || 'admin';
      const issues = checkNewPassword(password, undefined);
      if (locale && !isLocale(locale)) issues.add('locale', 'invalid_value');
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      const passwordHash = await hashPassword(password);
      const result = await deps.db.transaction(async (tx) => {
        // Two wizards racing must not both create a first user.
        await tx.execute(sql`LOCK TABLE ${users} IN EXCLUSIVE MODE`);
        if ((await countUsers(tx)) > 0) throw alreadyPresent();
        const [row] = await tx
          .insert(users)
          .values({ name, password_hash: passwordHash, is_superuser: true, locale: locale || 'de' })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await tx
          .update(appState)
          // The setup code is spent: setup is over.
          .set({ setup_time: sql`coalesce(${appState.setup_time}, now())`, setup_code: null })
          .where(eq(appState.id, 1));
        await writeAudit(tx, { userId: row.id, userName: row.name, systemId: null }, [
          {
            action: 'created',
            entity: 'user',
            entityId: row.id,
            change: { name, is_superuser: true, locale: row.locale },
          },
        ]);
        const session = await deps.auth.startSession(tx, row.id, facts);
        return { row, session };
      });
      setupClosed = true;
      return result;
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
