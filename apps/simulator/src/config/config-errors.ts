import type { ConfigErrorData } from '@wardlight/configurator-protocol';
import type { Kind } from './entities';

/** Spec part 1 §5 "configurator validation errors", as machine-readable keys. */
export const CONFIG_ERROR_KEYS = [
  'duplicated_device_in_section_position',
  'duplicate_serial',
  'invalid_config',
  'schedule_intervals_not_ascending',
  'invalid_value',
  'missing_call_source_profile',
  'missing_relation',
] as const;
export type ConfigErrorKey = (typeof CONFIG_ERROR_KEYS)[number];

/** One problem in one field of one entity. `field` may be a path such as `connections[1].section_id`. */
export interface FieldProblem {
  key: ConfigErrorKey;
  field: string | null;
  data: ConfigErrorData;
}

export interface ConfigError extends FieldProblem {
  kind: Kind;
  id: number;
}

export function invalidValue(field: string, data: ConfigErrorData): FieldProblem {
  return { key: 'invalid_value', field, data };
}

export function withEntity(kind: Kind, id: number, problems: readonly FieldProblem[]): ConfigError[] {
  return problems.map((problem) => ({ kind, id, ...problem }));
}
