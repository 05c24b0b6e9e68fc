import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systems } from '../db/schema/index';
import { StartRefused } from '../start-refused';
import { isSealed, type SecretBox, SecretUnreadable } from './secret-box';

/**
 * At start: seals the configurator passwords stored in clear text by earlier versions (idempotent,
 * sealed rows are left alone), and proves the key opens the sealed ones. A server started with the
 * wrong key refuses here instead of reporting every configurator as "unauthorized" later.
 */
export async function sealStoredPasswords(db: Db, box: SecretBox): Promise<{ sealed: number }> {
  const rows = await db.select({ id: systems.id, password: systems.password }).from(systems);
  let sealed = 0;
  for (const row of rows) {
    if (row.password === '') continue;
    if (isSealed(row.password)) {
      try {
        box.open(row.password);
      } catch (error) {
        if (!(error instanceof SecretUnreadable)) throw error;
        throw new StartRefused(
          `The configurator passwords were encrypted with another key than this SECRET_KEY or secret.key ` +
            `(system ${row.id}). Start with the key they were sealed with (see README, "Secrets").`,
        );
      }
      continue;
    }
    // Compare-and-set: another instance sealing the same row at the same time wins harmlessly.
    await db
      .update(systems)
      .set({ password: box.seal(row.password) })
      .where(and(eq(systems.id, row.id), eq(systems.password, row.password)));
    sealed += 1;
  }
  return { sealed };
}
