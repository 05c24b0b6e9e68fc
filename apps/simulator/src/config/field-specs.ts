import type { Kind } from './entities';

// A tiny declarative schema: one declaration per entity kind drives PUT validation (types, ranges,
// defaults) and commit validation (relations), so the two can never disagree.

export type FieldSpec =
  | { type: 'int'; min: number; max: number; nullable: boolean; required: boolean; default: number | null }
  | {
      type: 'text';
      maxBytes: number;
      nullable: boolean;
      required: boolean;
      default: string | null;
      pattern?: { regex: RegExp; name: string };
    }
  | { type: 'bool'; default: boolean }
  | { type: 'enum'; values: readonly string[]; required: boolean; default: string | null }
  | { type: 'enum_list'; values: readonly string[] }
  | { type: 'time' }
  | { type: 'ref'; kind: Kind; required: boolean; specials: readonly number[] }
  | { type: 'ref_list'; kind: Kind }
  | { type: 'list'; item: Record<string, FieldSpec> };

interface Presence {
  required?: boolean;
}

export const field = {
  int(min: number, max: number, opts: Presence & { default?: number | null; nullable?: boolean } = {}): FieldSpec {
    const nullable = opts.nullable ?? false;
    return {
      type: 'int',
      min,
      max,
      nullable,
      required: opts.required ?? false,
      default: opts.default ?? (nullable ? null : min),
    };
  },
  text(
    maxBytes: number,
    opts: Presence & { default?: string | null; nullable?: boolean; pattern?: { regex: RegExp; name: string } } = {},
  ): FieldSpec {
    const nullable = opts.nullable ?? false;
    return {
      type: 'text',
      maxBytes,
      nullable,
      required: opts.required ?? false,
      default: opts.default ?? (nullable ? null : ''),
      ...(opts.pattern ? { pattern: opts.pattern } : {}),
    };
  },
  bool(defaultValue: boolean): FieldSpec {
    return { type: 'bool', default: defaultValue };
  },
  oneOf(values: readonly string[], opts: Presence & { default?: string } = {}): FieldSpec {
    return { type: 'enum', values, required: opts.required ?? false, default: opts.default ?? null };
  },
  someOf(values: readonly string[]): FieldSpec {
    return { type: 'enum_list', values };
  },
  /** HH:mm or null. */
  time(): FieldSpec {
    return { type: 'time' };
  },
  ref(kind: Kind, opts: Presence & { specials?: readonly number[] } = {}): FieldSpec {
    return { type: 'ref', kind, required: opts.required ?? false, specials: opts.specials ?? [] };
  },
  refs(kind: Kind): FieldSpec {
    return { type: 'ref_list', kind };
  },
  list(item: Record<string, FieldSpec>): FieldSpec {
    return { type: 'list', item };
  },
};

export const IPV4 = {
  regex: /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/,
  name: 'ipv4',
};
export const MAC = { regex: /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/, name: 'mac' };
export const HEX_COLOR = { regex: /^#[0-9a-fA-F]{6}$/, name: 'hex_color' };
/** The devices' displays show printable ASCII only (spec: "no umlauts" for short and long texts). */
export const DISPLAY_TEXT = { regex: /^[\x20-\x7E]*$/, name: 'display_charset' };
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
