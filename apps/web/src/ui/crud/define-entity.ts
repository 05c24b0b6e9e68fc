import type { TypedDocumentNode } from '@apollo/client';
import type { PermissionCode, ValidationIssue } from '@wardlight/domain';
import type { ReactNode } from 'react';
import type { Namespace } from '../../i18n/i18n';
import type { FieldDecl } from './field-types';
import type { FormMode } from './form-target';

/**
 * One administered entity, declared once: what the list shows, what the form edits, which
 * documents talk to the server's CRUD shape (`thing(id)`, `things(filter)`, `createThing(data)`,
 * `updateThing(id, data)`, `deleteThings(ids)`) and who may write. EntityList and
 * EntityFormModal read nothing else (DESIGN.md §3).
 *
 * Every kit document selects exactly one root field; the kit reads that field's value, so a
 * declaration never writes an accessor for it.
 */
export type RootOf<T> = T[keyof T];

/** The order of the whole list, as the server's list filters take it (`UserFilter.sort`, …). */
export interface ListSort {
  field: string;
  descending?: boolean | null;
}

export interface ListVariables {
  filter?: {
    search?: string | null;
    page?: { limit?: number | null; offset?: number | null } | null;
    sort?: ListSort | null;
  } | null;
}

export type ListData = Record<string, { items: readonly { id: number }[]; total: number }>;
export type RowOf<TList extends ListData> = RootOf<TList>['items'][number];
export type ItemOf<TGet> = NonNullable<RootOf<TGet>>;

export interface EntityDocuments<TList extends ListData, TGet, TInput> {
  list: TypedDocumentNode<TList, ListVariables>;
  get: TypedDocumentNode<TGet, { id: number }>;
  create: TypedDocumentNode<unknown, { data: TInput }>;
  update: TypedDocumentNode<unknown, { id: number; data: TInput }>;
  delete: TypedDocumentNode<unknown, { ids: number[] }>;
}

export interface Column<R> {
  /** The row field shown; the header is `<ns>:<key>.columns.<key>`. */
  key: keyof R & string;
  render?: (row: R) => ReactNode;
  /**
   * Sortable by `key`: on the server, over the whole list, when the entity `sortsOnServer` (the key
   * must be one of the server's sortable fields); otherwise in the browser by the field's string or
   * number value.
   */
  sortable?: boolean;
  /** Sorts in the browser by this value; the browser orders only the rows at hand (see sort-rows.ts). */
  sortValue?: (row: R) => string | number | null;
}

export interface EntityDefinition<TList extends ListData, TGet, TInput, V> {
  /** Texts live under `<ns>:<key>.…` (title, new, form.*, columns.*, fields.*, hints.*). */
  i18n: { ns: Namespace; key: string };
  /**
   * Read is what the entity's routes require (the guard keeps others out; a test holds the route
   * table to it); write enables New, Delete, Save and the inputs.
   */
  permissions: { read: readonly PermissionCode[]; write: readonly PermissionCode[] };
  documents: EntityDocuments<TList, TGet, TInput>;
  columns: readonly Column<NoInfer<RowOf<TList>>>[];
  /** The list filter takes `sort`: `sortable` columns order the whole list on the server before paging. */
  sortsOnServer?: boolean;
  /** How a row is named in the delete dialog and in its checkbox's label. */
  rowLabel: (row: NoInfer<RowOf<TList>>) => string;
  fields: readonly FieldDecl<NoInfer<V>>[];
  /**
   * The form's values of a loaded record (edit and copy). Annotate its parameter (the record's
   * fragment type): the form's value type is inferred from its result, and an annotated function
   * is read before `fields` needs that type.
   */
  toValues: (item: ItemOf<TGet>) => V;
  /** The values of a new record. */
  defaults: NoInfer<V>;
  toInput: (values: NoInfer<V>, mode: FormMode) => NoInfer<TInput>;
  /** Checks the form makes before asking the server: the rules of packages/domain the server also runs. */
  validate?: (values: NoInfer<V>, mode: FormMode) => readonly ValidationIssue[];
}

/** Infers the declaration's types from its documents and `toValues`; returns it unchanged. */
export function defineEntity<TList extends ListData, TGet, TInput, V>(
  def: EntityDefinition<TList, TGet, TInput, V>,
): EntityDefinition<TList, TGet, TInput, V> {
  return def;
}

/** `<ns>:<key>` — the prefix of every text of the entity. */
export function textPrefix(entity: { i18n: EntityDefinition<ListData, unknown, unknown, unknown>['i18n'] }): string {
  return `${entity.i18n.ns}:${entity.i18n.key}`;
}
