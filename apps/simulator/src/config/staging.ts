import { notFound, SimError, validationFailed } from '../errors';
import type { SimContext } from '../world/sim-state';
import type { ChangelogEntry, StagedChange } from './commit-types';
import type { ConfigData, ConfigEntities, EntityTypes, Kind } from './entities';
import { validateEntity } from './validate-entity';

function assertIdle(ctx: SimContext): void {
  if (ctx.state.commit.status === 'committing') {
    throw new SimError(409, 'commit_running', 'A commit is running; the configuration cannot change until it ends');
  }
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

function replaceStaged(ctx: SimContext, kind: Kind, id: number, change: StagedChange | null): void {
  const rest = ctx.state.staged.filter((staged) => staged.kind !== kind || staged.id !== id);
  ctx.state.staged = change ? [...rest, change] : rest;
}

/**
 * Stages a full replacement (or creation) of one entity. Staging what is already committed withdraws the
 * staged change instead, so "something to commit" stays honest.
 */
export function stagePut<K extends Kind>(ctx: SimContext, kind: K, id: number, body: unknown): StagedChange | null {
  assertIdle(ctx);
  const result = validateEntity(kind, id, body);
  if (!result.ok) throw validationFailed(result.errors);
  const committed = ctx.state.config.entities[kind][String(id)];
  if (committed && stableJson(committed) === stableJson(result.entity)) {
    replaceStaged(ctx, kind, id, null);
    return null;
  }
  const change: StagedChange = {
    kind,
    id,
    action: committed ? 'updated' : 'created',
    data: result.entity,
    staged_at: ctx.now().toISOString(),
  };
  replaceStaged(ctx, kind, id, change);
  return change;
}

export function stageDelete(ctx: SimContext, kind: Kind, id: number): StagedChange | null {
  assertIdle(ctx);
  if (kind === 'system_params') {
    throw new SimError(422, 'invalid_config', 'The system parameters cannot be deleted');
  }
  const committed = ctx.state.config.entities[kind][String(id)];
  const staged = ctx.state.staged.find((change) => change.kind === kind && change.id === id);
  if (!committed && !staged) throw notFound(kind, id);
  // Deleting something that exists only as a staged creation simply forgets it.
  const change: StagedChange | null = committed
    ? { kind, id, action: 'deleted', data: null, staged_at: ctx.now().toISOString() }
    : null;
  replaceStaged(ctx, kind, id, change);
  return change;
}

export function discardStaged(ctx: SimContext): number {
  assertIdle(ctx);
  const count = ctx.state.staged.length;
  ctx.state.staged = [];
  return count;
}

/** The configuration as it would be after committing `staged`. */
export function applyStaged(config: ConfigData, staged: readonly StagedChange[]): ConfigEntities {
  const entities = structuredClone(config.entities);
  for (const change of staged) {
    const table = entities[change.kind] as Record<string, EntityTypes[Kind]>;
    if (change.data) table[String(change.id)] = change.data;
    else delete table[String(change.id)];
  }
  return entities;
}

export function changelogOf(staged: readonly StagedChange[]): ChangelogEntry[] {
  return staged.map(({ kind, id, action }) => ({ kind, id, action }));
}
