// Test support for the kits' list sorting (filter.sort): one entity's sort checked through the API, and
// the fields its filter's SDL names. Not used by the server.

import type { GraphQLInputObjectType, GraphQLSchema } from 'graphql';
import { expect } from 'vitest';
import type { TestClient } from './client';

/** Three new items in ascending order of `field` (a sortable field), each over the entity's sample input. */
export interface SortedItems {
  field: string;
  /** A search text that finds exactly these items. */
  search: string;
  items: Record<string, unknown>[];
}

export interface ListApi {
  names: { many: string; Singular: string; Plural: string };
  /** The create mutation's input type. */
  input: string;
}

async function data<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  expect(reply.errors).toEqual([]);
  return reply.data as T;
}

/** The ids of one list page, in the order listed. */
export async function listedIds(
  client: TestClient,
  names: ListApi['names'],
  filter: Record<string, unknown>,
): Promise<number[]> {
  const { many, Singular } = names;
  const query = `query($f: ${Singular}Filter) { ${many}(filter: $f) { items { id } } }`;
  const reply = await data<Record<string, { items: { id: number }[] }>>(client, query, { f: filter });
  return reply[many]?.items.map((item) => item.id) ?? [];
}

/**
 * Creates the items out of order (so that neither their ids nor the default order is the sorted one),
 * expects the list ordered by the field to hold them in order, then reversed when descending, and
 * deletes them again.
 */
export async function expectSortedBothWays(
  client: TestClient,
  api: ListApi,
  base: Record<string, unknown>,
  sorted: SortedItems,
): Promise<void> {
  const { Singular, Plural } = api.names;
  const create = `mutation($d: ${api.input}!) { create${Singular}(data: $d) { id } }`;
  const ids: number[] = [];
  for (const index of [2, 0, 1]) {
    const created = await data<Record<string, { id: number }>>(client, create, {
      d: { ...base, ...sorted.items[index] },
    });
    ids[index] = created[`create${Singular}`]?.id ?? 0;
  }
  const { field, search } = sorted;
  expect(await listedIds(client, api.names, { search, sort: { field } })).toEqual(ids);
  expect(await listedIds(client, api.names, { search, sort: { field, descending: true } })).toEqual([...ids].reverse());
  await data(client, `mutation($ids: [Int!]!) { delete${Plural}(ids: $ids) }`, { ids });
}

/** Every field answers a sorted list (no error from its SQL); `undeclared`, a field not among them, is refused. */
export async function expectFieldsAccepted(
  client: TestClient,
  names: ListApi['names'],
  fields: readonly string[],
  undeclared: string,
) {
  for (const field of fields) {
    await listedIds(client, names, { sort: { field, descending: true } });
  }
  const { many, Singular } = names;
  const refused = await client.gql(`query($f: ${Singular}Filter) { ${many}(filter: $f) { total } }`, {
    f: { sort: { field: undeclared } },
  });
  expect(refused.errors[0]?.extensions).toMatchObject({
    validation: true,
    field: 'sort',
    key: 'invalid_value',
    data: { field: undeclared },
  });
}

/**
 * The fields a list filter's `sort` names in its description ("Sortable by: a (the default), b, c."),
 * and which of them is the default order.
 */
export function sortableInSchema(schema: GraphQLSchema, filter: string): { fields: string[]; byDefault: string[] } {
  const sort = (schema.getType(filter) as GraphQLInputObjectType | undefined)?.getFields().sort;
  expect(String(sort?.type)).toBe('ListSort');
  const named = /^Sortable by: (.+)\.$/.exec(sort?.description ?? '')?.[1]?.split(', ') ?? [];
  const mark = ' (the default)';
  return {
    fields: named.map((name) => name.replace(mark, '')),
    byDefault: named.filter((name) => name.endsWith(mark)).map((name) => name.replace(mark, '')),
  };
}
