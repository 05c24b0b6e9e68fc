import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { globalSettings } from '../../db/schema/index';

export type GlobalSettingsRow = typeof globalSettings.$inferSelect;

/** The one row of global settings, read through the caller's handle (a transaction's, on PGlite). */
export async function readGlobalSettings(db: DbOrTx): Promise<GlobalSettingsRow> {
  const [row] = await db.select().from(globalSettings).where(eq(globalSettings.id, 1));
  if (!row) throw new Error('single-row settings table is empty; migrations did not run');
  return row;
}
