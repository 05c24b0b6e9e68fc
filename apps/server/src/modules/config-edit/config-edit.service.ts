import type { CrudActor, ListFilter } from '../../crud/crud';
import type { Db } from '../../db/client';
import { configChangedMessage } from '../../events/topics';
import { notFound, ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { writeAudit } from '../audit/audit.repository';
import { noteConfigChange } from '../commit/commit-state.repository';
import { announceConfigChanges } from '../display/display-messages';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import type { LinkManager } from '../systems/link-manager';
import { auditOfDelete, auditOfSave } from './audit';
import { createCommitGuard } from './commit-guard';
import type { ConfigEntity, StoredRow } from './config-entity';
import { freeId, insertRow, listRows, liveRows, settle, updateRow } from './config-rows.repository';
import { checkEntity } from './entity-rules';
import { type SendResult, SYNCED_STATES, stateAfterDelete, stateAfterSave } from './item-states';
import { usesOf } from './references';
import { keyedSerial } from './serial';
import { sendChange } from './staging';
import { candidateOf, sameWire, storedValues, wireOf } from './wire';

export interface ConfigEditDeps {
  db: Db;
  links: Pick<LinkManager, 'link' | 'status'>;
  messages: Pick<SystemMessagesService, 'publish'>;
  log: Logger;
}

/** The system context a configuration request works on; only absent before any system exists. */
export function requireSystem(systemId: number | null): number {
  if (systemId === null) throw new ValidationFailed([{ field: 'system', key: 'required' }]);
  return systemId;
}

/**
 * The configuration entities of one system as technicians edit them (ADR 0010): each write is checked
 * here (spec part 1 §5 rules, references, uniqueness, the kind's id range), staged on the configurator,
 * then stored with its item state and audit entries in one transaction. Staging first means that
 * what the configurator refuses is never stored.
 */
export function createConfigEdit(deps: ConfigEditDeps) {
  const serial = keyedSerial();
  const guard = createCommitGuard(deps);
  const link = (systemId: number) => deps.links.link(systemId);

  /** Stores what was staged; if storing fails, the configurator gets the previous entity back. */
  async function store<T>(
    entity: ConfigEntity,
    systemId: number,
    undo: { id: number; previous: StoredRow | null; sent: boolean },
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (undo.sent) {
        const previous = undo.previous ? wireOf(entity.kindTable, undo.previous) : null;
        await sendChange(link(systemId), entity.kind, undo.id, previous).catch((undoError: unknown) =>
          deps.log.error({ err: undoError, kind: entity.kind, id: undo.id }, 'could not take back a staged change'),
        );
      }
      throw error;
    }
  }

  /**
   * After a change is stored: displays hear about the kinds they filter by, and the system's consoles
   * that the configuration changed (their pending-commit dot, spec part 1 §4).
   */
  async function announced(entity: ConfigEntity, systemId: number, at: Date): Promise<void> {
    await announceConfigChanges(deps.messages, systemId, [entity.kind]);
    await deps.messages.publish(configChangedMessage(systemId, at));
  }

  async function save(
    entity: ConfigEntity,
    systemId: number,
    actor: CrudActor,
    existing: StoredRow | null,
    input: Record<string, unknown>,
  ) {
    await guard.assertIdle(systemId);
    const id = existing?.id ?? (await freeId(deps.db, entity, systemId));
    if (id === null) throw new ValidationFailed([{ field: 'id', key: 'max_count', data: { max: entity.maxId } }]);
    const candidate = candidateOf(entity, existing, input, id);
    await checkEntity(deps.db, entity, systemId, candidate, existing);
    const values = storedValues(entity, systemId, candidate);
    const wire = wireOf(entity.kindTable, values);
    const configChanged = !existing || !sameWire(wireOf(entity.kindTable, existing), wire);
    const needsSending = configChanged || !SYNCED_STATES.includes(existing.item_state);
    const result: SendResult = needsSending
      ? (await sendChange(link(systemId), entity.kind, id, wire)).status
      : 'skipped';
    const state = stateAfterSave(existing?.item_state ?? null, result);
    const undo = { id, previous: existing, sent: result === 'staged' || result === 'unchanged' };
    const saved = await store(entity, systemId, undo, () =>
      deps.db.transaction(async (tx) => {
        const row = existing
          ? await updateRow(tx, entity, systemId, id, { ...values, item_state: state })
          : await insertRow(tx, entity, systemId, values, state);
        await writeAudit(tx, actor, auditOfSave(entity, existing, row));
        const changedAt = configChanged ? await noteConfigChange(tx, systemId) : null;
        return { row, changedAt };
      }),
    );
    if (saved.changedAt) await announced(entity, systemId, saved.changedAt);
    return saved.row;
  }

  async function remove(entity: ConfigEntity, systemId: number, actor: CrudActor, wanted: readonly number[]) {
    await guard.assertIdle(systemId);
    const rows = await liveRows(deps.db, entity, systemId, wanted);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const uses = await usesOf(deps.db, systemId, entity.kind, ids);
    if (uses.size > 0) {
      const issues = [...uses].map(([id, count]) => ({ field: 'ids', key: 'in_use' as const, data: { id, count } }));
      throw new ValidationFailed(issues);
    }
    // Each deletion is staged on its own; if one is refused, those before it are still recorded.
    const done: { row: StoredRow; state: ReturnType<typeof stateAfterDelete> }[] = [];
    let refusal: unknown = null;
    for (const row of rows) {
      try {
        const { status } = await sendChange(link(systemId), entity.kind, row.id, null);
        done.push({ row, state: stateAfterDelete(row.item_state, status) });
      } catch (error) {
        refusal = error;
        break;
      }
    }
    const changedAt = await deps.db.transaction(async (tx) => {
      for (const state of new Set(done.map((d) => d.state))) {
        const settled = done.filter((d) => d.state === state).map((d) => d.row.id);
        await settle(tx, entity.table, systemId, settled, state);
      }
      const deleted = done.map((d) => d.row);
      await writeAudit(tx, actor, auditOfDelete(entity, deleted));
      return done.length > 0 ? await noteConfigChange(tx, systemId) : null;
    });
    if (changedAt) await announced(entity, systemId, changedAt);
    if (refusal) throw refusal;
    return done.map((d) => d.row.id);
  }

  return {
    guard,
    serial,

    /** One entity's CRUD on the system context, the shape `crudResolvers` binds to the five root fields. */
    bind(entity: ConfigEntity, context: number | null) {
      const get = async (id: number) => (await liveRows(deps.db, entity, requireSystem(context), [id]))[0] ?? null;
      return {
        get,
        async getOrFail(id: number): Promise<StoredRow> {
          const row = await get(id);
          if (!row) throw notFound(entity.entity, id);
          return row;
        },
        list: (filter?: ListFilter | null) => listRows(deps.db, entity, requireSystem(context), filter),
        create(actor: CrudActor, input: Record<string, unknown>) {
          const systemId = requireSystem(context);
          return serial(systemId, () => save(entity, systemId, actor, null, input));
        },
        update(actor: CrudActor, id: number, input: Record<string, unknown>) {
          const systemId = requireSystem(context);
          return serial(systemId, async () => {
            const existing = (await liveRows(deps.db, entity, systemId, [id]))[0];
            if (!existing) throw notFound(entity.entity, id);
            return save(entity, systemId, actor, existing, input);
          });
        },
        remove(actor: CrudActor, ids: readonly number[]) {
          const systemId = requireSystem(context);
          return serial(systemId, () => remove(entity, systemId, actor, ids));
        },
        /** Positions 1, 2, … in the order of `ids`, each item saved (and staged) as by an update. */
        sort(actor: CrudActor, ids: readonly number[]) {
          const systemId = requireSystem(context);
          const field = entity.sortField;
          if (!field) throw new Error(`${entity.kind} has no sort field`);
          return serial(systemId, async () => {
            const rows = new Map((await liveRows(deps.db, entity, systemId, ids)).map((row) => [row.id, row]));
            const missing = ids.find((id) => !rows.has(id));
            if (missing !== undefined) throw notFound(entity.entity, missing);
            const sorted: StoredRow[] = [];
            for (const [index, id] of ids.entries())
              sorted.push(await save(entity, systemId, actor, rows.get(id) ?? null, { [field]: index + 1 }));
            return sorted;
          });
        },
      };
    },
  };
}

export type ConfigEdit = ReturnType<typeof createConfigEdit>;
