import type { ConfigEntity } from '../../call-system/protocol-types';

/**
 * Reads one wire value into a column value. The configurator's entities arrive untyped (the protocol
 * keeps them open), so every field is checked before it reaches the database: a wrong type fails the
 * import (and rolls it back) instead of storing something the console would misread.
 */
export type Reader<V> = (value: unknown) => V;

/** Columns the import never takes from the configurator: the key and this console's bookkeeping. */
type Bookkeeping = 'system_id' | 'id' | 'item_state' | 'created_at' | 'updated_at';

/**
 * How the configurator's fields become a table's columns. Columns the table requires must be listed;
 * columns left out are console-only and keep their value (or default) through every import.
 */
export type FieldSpec<Insert> = { [K in keyof Omit<Insert, Bookkeeping>]: Reader<Exclude<Insert[K], undefined>> };

export type MappedRow<Insert> = Omit<Insert, Bookkeeping>;

class InvalidValue extends Error {
  constructor(readonly expected: string) {
    super(expected);
  }
}

export class ConfigImportError extends Error {
  constructor(kind: string, id: unknown, field: string, expected: string, value: unknown) {
    super(`configuration ${kind} ${String(id)}: ${field} should be ${expected}, got ${JSON.stringify(value)}`);
    this.name = 'ConfigImportError';
  }
}

function field<V>(isValid: (value: unknown) => value is V, expected: string) {
  const present = (value: unknown): V | undefined => {
    if (value === undefined || value === null) return undefined;
    if (!isValid(value)) throw new InvalidValue(expected);
    return value;
  };
  return {
    required: (): Reader<V> => (value) => present(value) ?? fail(`${expected} (required)`),
    /** The protocol's default, for a configurator that leaves the field out. */
    or:
      (fallback: V): Reader<V> =>
      (value) =>
        present(value) ?? fallback,
    orNull: (): Reader<V | null> => (value) => present(value) ?? null,
  };
}

function fail(expected: string): never {
  throw new InvalidValue(expected);
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isListOf =
  <V>(isItem: (v: unknown) => v is V) =>
  (v: unknown): v is V[] =>
    Array.isArray(v) && v.every(isItem);
const isConnection = (v: unknown): v is { id: number; section_id: number; call_type_id: number } =>
  typeof v === 'object' &&
  v !== null &&
  isInt((v as Record<string, unknown>).id) &&
  isInt((v as Record<string, unknown>).section_id) &&
  isInt((v as Record<string, unknown>).call_type_id);

export const text = field(isText, 'text');
export const int = field(isInt, 'an integer');
export const bool = field(isBool, 'true or false');
export const intList = field(isListOf(isInt), 'a list of integers');
export const textList = field(isListOf(isText), 'a list of texts');
export const connectionList = field(isListOf(isConnection), 'a list of { id, section_id, call_type_id }');

/** ISO 8601 on the wire, a timestamp in the database. */
export const time = (): Reader<Date | null> => {
  const read = field(isTime, 'an ISO 8601 time').orNull();
  return (value) => {
    const iso = read(value);
    return iso === null ? null : new Date(iso);
  };
};

export const mapped =
  <A, B>(read: Reader<A>, convert: (value: A) => B): Reader<B> =>
  (value) =>
    convert(read(value));

/** The columns of one entity, read through its spec; the key and bookkeeping are the caller's. */
export function mapEntity<Insert>(kind: string, spec: FieldSpec<Insert>, entity: ConfigEntity): MappedRow<Insert> {
  const row: Record<string, unknown> = {};
  for (const [column, read] of Object.entries(spec) as [string, Reader<unknown>][]) {
    try {
      row[column] = read(entity[column]);
    } catch (error) {
      if (error instanceof InvalidValue)
        throw new ConfigImportError(kind, entity.id, column, error.expected, entity[column]);
      throw error;
    }
  }
  // Sound by construction: every key of the spec is a column, read by a reader of that column's type.
  return row as MappedRow<Insert>;
}
