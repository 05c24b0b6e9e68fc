import { type ConfigError, invalidValue, withEntity } from './config-errors';
import type { EntityTypes, Kind } from './entities';
import { ENTITY_SPECS, type KindSpec } from './entity-specs';
import { validateFields } from './validate-fields';

export type EntityResult<K extends Kind> = { ok: true; entity: EntityTypes[K] } | { ok: false; errors: ConfigError[] };

/** Validates one entity as it arrives in a PUT: shape, types, ranges and rules inside the entity. */
export function validateEntity<K extends Kind>(kind: K, id: number, body: unknown): EntityResult<K> {
  const spec: KindSpec<EntityTypes[K]> = ENTITY_SPECS[kind];
  const problems = [];
  if (!Number.isInteger(id) || id < 1 || id > spec.maxId) {
    problems.push(invalidValue('id', { reason: 'range', min: 1, max: spec.maxId }));
  }
  const bodyId = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  if (bodyId !== undefined && bodyId !== id) {
    problems.push(invalidValue('id', { reason: 'mismatch', expected: id }));
  }
  const result = validateFields(spec.fields, body, { ignored: spec.readOnly });
  problems.push(...result.problems);
  if (problems.length > 0) return { ok: false, errors: withEntity(kind, id, problems) };

  // The cast is safe: validateFields produced exactly the declared fields with checked types.
  const entity = { id, ...result.value } as EntityTypes[K];
  const ruleProblems = spec.check?.(entity) ?? [];
  if (ruleProblems.length > 0) return { ok: false, errors: withEntity(kind, id, ruleProblems) };
  return { ok: true, entity };
}
