import type { EntityTypes, Kind } from './entities';
import { ENTITY_SPECS } from './entity-specs';
import { defaultOf } from './validate-fields';

/** The value every optional field takes when a PUT leaves it out; fixtures start from the same. */
export function defaultsFor<K extends Kind>(kind: K): Omit<EntityTypes[K], 'id'> {
  const fields: Record<string, Parameters<typeof defaultOf>[0]> = ENTITY_SPECS[kind].fields;
  // The cast is safe for optional fields; required ones are always given by the caller.
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, defaultOf(spec)])) as Omit<
    EntityTypes[K],
    'id'
  >;
}
