import type { ConfigKind, ConfigSnapshot } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { CONFIG_KIND_TABLES, entitiesOf, type TableKind } from './config-kinds';
import { importSystemParams } from './system-params-import';
import { type KindCounts, syncTable } from './table-sync';

export interface ImportSummary {
  /** The configurator's revision now mirrored (systems.config_revision). */
  revision: number;
  counts: Record<ConfigKind, KindCounts>;
  /** Kinds whose rows differ after the import; consoles hear about some (schedules, display groups). */
  changed: TableKind[];
}

/**
 * Takes the configurator's committed configuration into this system's tables (issue 3: the first
 * connection imports it; later `config.changed` events re-import it). Runs in the caller's transaction,
 * so the tables and `config_revision` move together or not at all. The rules per item are
 * `syncTable`'s; the system parameters land on the system's row.
 */
export async function importConfiguration(
  tx: DbOrTx,
  systemId: number,
  snapshot: ConfigSnapshot,
): Promise<ImportSummary> {
  const paramsUpdated = await importSystemParams(tx, systemId, snapshot);
  const counts: Partial<Record<ConfigKind, KindCounts>> = {
    system_params: { inserted: 0, updated: paramsUpdated, deleted: 0, kept_local: 0 },
  };
  // One kind after the other: statements on one transaction run one at a time anyway, and no table
  // references another by foreign key, so the order is free.
  const changed: TableKind[] = [];
  for (const kind of CONFIG_KIND_TABLES) {
    const { changed: kindChanged, ...kindCounts } = await syncTable(
      tx,
      systemId,
      kind,
      entitiesOf(snapshot, kind.kind),
    );
    counts[kind.kind] = kindCounts;
    if (kindChanged) changed.push(kind.kind);
  }
  return { revision: snapshot.revision, counts: counts as Record<ConfigKind, KindCounts>, changed };
}
