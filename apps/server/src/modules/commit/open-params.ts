import { eq } from 'drizzle-orm';
import type { CallSystemLink } from '../../call-system/link';
import type { DbOrTx } from '../../db/client';
import { systems } from '../../db/schema/index';
import { paramsState, readRemoteParams, stageParams } from '../systems/system-params-staging';

/** Whether the system's parameters wait for a commit: staged there, or changed here and staged no more. */
export async function paramsOpen(db: DbOrTx, link: CallSystemLink, systemId: number): Promise<boolean> {
  const [row] = await db.select().from(systems).where(eq(systems.id, systemId));
  return row !== undefined && paramsState(row, await readRemoteParams(link)) !== 'in_sync';
}

/**
 * Before a commit, as `sendOpenItems` does for the tables: parameters the configurator no longer holds
 * staged (discarded or lost there) are sent again, so the commit brings them. Rejects with the link's error.
 */
export async function sendOpenParams(db: DbOrTx, link: CallSystemLink, systemId: number): Promise<void> {
  const [row] = await db.select().from(systems).where(eq(systems.id, systemId));
  if (row && paramsState(row, await readRemoteParams(link)) === 'updated') await stageParams(link, row);
}
