import { IssueList, unique } from '@wardlight/domain';
import type { DbOrTx } from '../../db/client';
import { ValidationFailed } from '../../graphql/errors';
import { CONFIG_KIND_TABLES, type TableKind } from '../configuration/config-kinds';
import type { ConfigEntity, RuleContext, StoredRow } from './config-entity';
import { liveIds, takenValues } from './config-rows.repository';
import { checkNamedItems } from './references';

/**
 * Every rule a write must pass before it goes to the configurator: the entity's own field rules, the
 * items it names must exist, its unique fields must be free. All problems at once, as the configurator
 * reports them too.
 */
export async function checkEntity(
  db: DbOrTx,
  entity: ConfigEntity,
  systemId: number,
  candidate: Record<string, unknown> & { id: number },
  existing: StoredRow | null = null,
): Promise<void> {
  const issues = new IssueList();
  const read = new Map<TableKind, Promise<Set<number>>>();
  const ctx: RuleContext = {
    issues,
    existing,
    db,
    systemId,
    ids(kind) {
      const table = CONFIG_KIND_TABLES.find((k) => k.kind === kind)?.table;
      if (!table) throw new Error(`unknown kind ${kind}`);
      const ids = read.get(kind) ?? liveIds(db, table, systemId);
      read.set(kind, ids);
      return ids;
    },
  };
  await entity.check(candidate, ctx);
  await checkNamedItems(entity.kind, candidate, ctx);
  for (const field of entity.unique) {
    const value = candidate[field];
    if (value === null || value === undefined) continue;
    unique(field, String(value), await takenValues(db, entity, systemId, field, candidate.id), issues);
  }
  if (!issues.ok) throw new ValidationFailed(issues.issues);
}
