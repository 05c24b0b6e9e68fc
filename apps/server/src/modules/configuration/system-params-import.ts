import { eq } from 'drizzle-orm';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { systems } from '../../db/schema/index';
import { systemParamsRow } from './system-params-wire';

/**
 * Copies the system parameters onto the system's row and records the revision imported. The systems
 * table has no item state: an edit made here is staged on the configurator before it is stored
 * (systems/system-params-edit.ts), and the link manager lays staged parameters over the snapshot it
 * imports, so an import never puts the committed values back over a staged edit.
 */
export async function importSystemParams(tx: DbOrTx, systemId: number, snapshot: ConfigSnapshot): Promise<number> {
  const params = snapshot.system_params;
  const values = params ? systemParamsRow(params) : {};
  const updated = await tx
    .update(systems)
    .set({ ...values, config_revision: snapshot.revision, updated_at: new Date() })
    .where(eq(systems.id, systemId))
    .returning({ id: systems.id });
  if (!updated.length) throw new Error(`system ${systemId} does not exist`);
  return params ? 1 : 0;
}
