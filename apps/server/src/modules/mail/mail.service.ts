import { checkMailSettings, isValidEmailList } from '@wardlight/domain';
import { diffForAudit } from '../../crud/audit-diff';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import { type MailSettingsRow, readMailSettings, writeMailSettings } from './mail-settings.repository';
import type { Mailer, MailOutcome } from './mailer';

export interface MailSettingsInput {
  host: string;
  port: number;
  security: string;
  username: string;
  /** null or absent: keep the stored one; '': none. */
  password?: string | null | undefined;
  sender: string;
}

/** What the console sees of the mail server: never the password, only whether there is one. */
export function mailSettingsView(row: MailSettingsRow) {
  const { password, ...rest } = row;
  return { ...rest, has_password: password !== '' };
}

export function createMailService(deps: { db: Db; mailer: Mailer }) {
  const { db, mailer } = deps;
  return {
    settings: async () => mailSettingsView(await readMailSettings(db)),

    async save(actor: CrudActor, input: MailSettingsInput) {
      const values = {
        host: input.host.trim(),
        port: input.port,
        security: input.security,
        username: input.username.trim(),
        sender: input.sender.trim(),
      };
      const issues = checkMailSettings(values);
      if (issues.length) throw new ValidationFailed(issues);
      return db.transaction(async (tx) => {
        const before = await readMailSettings(tx);
        const password =
          input.password === null || input.password === undefined ? before.password : mailer.seal(input.password);
        const after = await writeMailSettings(tx, { ...values, password, updated_at: new Date() });
        const changes = diffForAudit(before, after, { quiet: new Set(['id', 'updated_at']), secret: ['password'] });
        await writeAudit(
          tx,
          actor,
          changes.map(([field, change]) => ({
            action: 'updated',
            entity: 'mail_settings',
            entityId: 1,
            field,
            change,
          })),
        );
        return mailSettingsView(after);
      });
    },

    /** A short mail through the saved settings; the server's answer or its error, as it said it. */
    async test(to: string): Promise<MailOutcome> {
      if (!to.trim() || !isValidEmailList(to)) throw new ValidationFailed([{ field: 'to', key: 'invalid_email' }]);
      return mailer.send({
        to,
        subject: 'Wardlight: Testnachricht / test message',
        text: 'Diese Nachricht bestätigt, dass Wardlight über diesen Mailserver senden kann.\n\nThis message confirms that Wardlight can send through this mail server.',
        html: '<p>Diese Nachricht bestätigt, dass Wardlight über diesen Mailserver senden kann.</p><p>This message confirms that Wardlight can send through this mail server.</p>',
      });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
