import type { Principal } from '@wardlight/domain';
import type { ReactNode } from 'react';
import type { FormMode } from './form-target';

/** A choice of a select; values keep their type (role ids stay numbers). */
export interface Option {
  value: string | number;
  label: string;
}

/** Rewrites what is typed, as it is typed (the device text filter of spec part 1 §5). */
export type TextFilter = (value: string) => string;

/** What a field's `visible` and `readOnly` rules may look at. */
export interface FieldContext<V> {
  values: V;
  mode: FormMode;
  principal: Principal;
}

interface FieldBase<V> {
  visible?: (ctx: FieldContext<V>) => boolean;
  /** Read-only even for a user who may write, e.g. what an LDAP directory owns. */
  readOnly?: (ctx: FieldContext<V>) => boolean;
  required?: boolean;
  /** Shows `<ns>:<key>.hints.<name>` under the input. */
  hint?: boolean;
  /** A copy starts with the default here instead of the source's value. */
  resetOnCopy?: boolean;
}

export interface CustomFieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  readOnly: boolean;
  label: string;
  error: string | undefined;
}

/**
 * The input kinds a value of type T can use. `useOptions` is called as a hook, so it may run a
 * query or translate. Tuples keep the checks from distributing over unions such as `number | null`.
 */
type KindFor<T> =
  | ([T] extends [string]
      ?
          | { kind: 'text'; filter?: TextFilter }
          | { kind: 'password' }
          | { kind: 'bytes'; maxBytes: number; filter?: TextFilter }
      : never)
  | ([T] extends [number | null] ? { kind: 'number'; min?: number; max?: number } : never)
  | ([T] extends [boolean] ? { kind: 'checkbox' } : never)
  | ([T] extends [string | number | null]
      ? { kind: 'select'; useOptions: () => readonly Option[]; clearable?: boolean }
      : never)
  | ([T] extends [readonly string[]] ? { kind: 'emails' } : never)
  | ([T] extends [readonly (string | number)[]] ? { kind: 'multiselect'; useOptions: () => readonly Option[] } : never)
  | { kind: 'custom'; render: (props: CustomFieldProps<T>) => ReactNode };

/** One input of the form, bound to the form value of the same name (and the server's field). */
export type FieldDecl<V> = {
  [K in keyof V & string]: FieldBase<V> & { name: K } & KindFor<V[K]>;
}[keyof V & string];

/**
 * A declared field with its value type erased, as the form renders it: a switch over `kind`
 * cannot narrow a union that still depends on the declaration's type parameter.
 */
export type RuntimeField = FieldBase<unknown> & { name: string } & (
    | Exclude<KindFor<string>, { kind: 'custom' }>
    | Exclude<KindFor<number | null>, { kind: 'custom' }>
    | Exclude<KindFor<boolean>, { kind: 'custom' }>
    | Exclude<KindFor<string[]>, { kind: 'custom' }>
    | { kind: 'custom'; render: (props: CustomFieldProps<never>) => ReactNode }
  );

export function runtimeFields<V>(fields: readonly FieldDecl<V>[]): readonly RuntimeField[] {
  return fields as unknown as readonly RuntimeField[];
}
