import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailSettings } from '../../db/schema/index';

export type MailSettingsRow = typeof mailSettings.$inferSelect;

const EMPTY: MailSettingsRow = {
  id: 1,
  host: '',
  port: 587,
  security: 'starttls',
  username: '',
  password: '',
  sender: '',
  updated_at: null,
};

/** The one row; a console whose mail server was never set reads the defaults (nothing is sent then). */
export async function readMailSettings(db: DbOrTx): Promise<MailSettingsRow> {
  const [row] = await db.select().from(mailSettings).where(eq(mailSettings.id, 1));
  return row ?? EMPTY;
}

export async function writeMailSettings(db: DbOrTx, values: Omit<MailSettingsRow, 'id'>): Promise<MailSettingsRow> {
  const [row] = await db
    .insert(mailSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: mailSettings.id, set: values })
    .returning();
  if (!row) throw new Error('mail settings: the upsert returned nothing');
  return row;
}
