import type { LicenseLimits } from '@wardlight/domain';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { displayDevices, systems } from '../../db/schema/index';
import { takenClients } from '../app-clients/app-clients.repository';
import { treeRepository } from '../tree/tree.repository';

/**
 * What the installation uses of each licence limit, counted as the limits are checked: devices of every
 * system (tree-write-facts), phones paired or with a valid code (app-clients), configurators (systems).
 * Visuals: wall displays an administrator approved (ADR 0022), the only displays the server can count.
 */
export async function licenseUsage(db: DbOrTx): Promise<LicenseLimits> {
  const [devices, visuals, appClients, systemCount] = await Promise.all([
    treeRepository.deviceCount(db),
    db.select({ n: count() }).from(displayDevices).where(eq(displayDevices.status, 'approved')),
    takenClients(db),
    db.select({ n: count() }).from(systems),
  ]);
  return {
    devices,
    visuals: visuals[0]?.n ?? 0,
    app_clients: appClients,
    systems: systemCount[0]?.n ?? 0,
  };
}
