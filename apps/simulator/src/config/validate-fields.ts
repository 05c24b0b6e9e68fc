import { type FieldProblem, invalidValue } from './config-errors';
import { type FieldSpec, TIME_PATTERN } from './field-specs';

export interface FieldsResult {
  value: Record<string, unknown>;
  problems: FieldProblem[];
}

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export function defaultOf(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'int':
    case 'text':
    case 'bool':
    case 'enum':
      return spec.default;
    case 'enum_list':
    case 'ref_list':
    case 'list':
      return [];
    case 'time':
    case 'ref':
      return null;
  }
}

function isRequired(spec: FieldSpec): boolean {
  return 'required' in spec && spec.required;
}

function checkInt(path: string, value: unknown, min: number, max: number, problems: FieldProblem[]): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    problems.push(invalidValue(path, { reason: 'type', expected: 'integer' }));
  } else if (value < min) {
    problems.push(invalidValue(path, { reason: 'min', min }));
  } else if (value > max) {
    problems.push(invalidValue(path, { reason: 'max', max }));
  }
}

function checkValue(path: string, spec: FieldSpec, value: unknown, problems: FieldProblem[]): unknown {
  switch (spec.type) {
    case 'int':
      if (value === null && spec.nullable) return null;
      checkInt(path, value, spec.min, spec.max, problems);
      return value;
    case 'text':
      if (value === null && spec.nullable) return null;
      if (typeof value !== 'string') {
        problems.push(invalidValue(path, { reason: 'type', expected: 'string' }));
      } else if (Buffer.byteLength(value, 'utf8') > spec.maxBytes) {
        problems.push(invalidValue(path, { reason: 'max_bytes', max: spec.maxBytes }));
      } else if (spec.pattern && !spec.pattern.regex.test(value)) {
        problems.push(invalidValue(path, { reason: 'pattern', pattern: spec.pattern.name }));
      } else if (spec.required && value.trim() === '') {
        problems.push(invalidValue(path, { reason: 'required' }));
      }
      return value;
    case 'bool':
      if (typeof value !== 'boolean') problems.push(invalidValue(path, { reason: 'type', expected: 'boolean' }));
      return value;
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) {
        problems.push(invalidValue(path, { reason: 'one_of', values: spec.values }));
      }
      return value;
    case 'enum_list':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !spec.values.includes(item))) {
        problems.push(invalidValue(path, { reason: 'some_of', values: spec.values }));
      }
      return value;
    case 'time':
      if (value !== null && (typeof value !== 'string' || !TIME_PATTERN.test(value))) {
        problems.push(invalidValue(path, { reason: 'pattern', pattern: 'HH:mm' }));
      }
      return value;
    case 'ref':
      if (value === null) {
        if (spec.required) problems.push(invalidValue(path, { reason: 'required' }));
        return null;
      }
      checkInt(path, value, 1, Number.MAX_SAFE_INTEGER, problems);
      return value;
    case 'ref_list':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'number' || !Number.isInteger(item))) {
        problems.push(invalidValue(path, { reason: 'type', expected: 'integer[]' }));
      }
      return value;
    case 'list':
      if (!Array.isArray(value)) {
        problems.push(invalidValue(path, { reason: 'type', expected: 'array' }));
        return value;
      }
      return value.map((item, index) => {
        const nested = validateFields(spec.item, item, { prefix: `${path}[${index}].` });
        problems.push(...nested.problems);
        return nested.value;
      });
  }
}

/**
 * Checks `input` against `fields`, fills defaults for missing optional fields and reports every problem
 * (not just the first) so a client can show them all at once. Read-only values the snapshot shows beside
 * the configuration may come back in a PUT body; `ignored` drops them.
 */
export interface FieldsOptions {
  /** Prefix for reported field paths (nested lists). */
  prefix?: string;
  /** Read-only fields to drop silently. */
  ignored?: readonly string[];
  /** Leave missing fields out instead of filling defaults (for patches). */
  partial?: boolean;
}

export function validateFields(
  fields: Record<string, FieldSpec>,
  input: unknown,
  { prefix = '', ignored = [], partial = false }: FieldsOptions = {},
): FieldsResult {
  const problems: FieldProblem[] = [];
  if (!isPlainObject(input)) {
    return { value: {}, problems: [invalidValue(prefix || 'body', { reason: 'type', expected: 'object' })] };
  }
  const value: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const path = `${prefix}${name}`;
    const raw = input[name];
    if (raw === undefined) {
      if (partial) continue;
      if (isRequired(spec)) problems.push(invalidValue(path, { reason: 'required' }));
      value[name] = defaultOf(spec);
      continue;
    }
    value[name] = checkValue(path, spec, raw, problems);
  }
  for (const name of Object.keys(input)) {
    if (name !== 'id' && !(name in fields) && !ignored.includes(name)) {
      problems.push(invalidValue(`${prefix}${name}`, { reason: 'unknown_field' }));
    }
  }
  return { value, problems };
}
