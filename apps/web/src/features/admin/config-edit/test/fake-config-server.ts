import type { MockLink } from '@apollo/client/testing';
import type { GraphQLError } from 'graphql';
import {
  ConfigOptionCallTypesDocument,
  ConfigOptionDisplayGroupsDocument,
  ConfigOptionSchedulesDocument,
  ConfigOptionSectionsDocument,
} from '../../../../generated/graphql';
import type { EntityDocuments, ListData } from '../../../../ui/crud/define-entity';

const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

/** The API's names of one entity: `hub`, `hubs`, `createHub`, `updateHub`, `deleteHubs`. */
export interface ApiNames {
  one: string;
  many: string;
  typename: string;
}

const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * One configuration entity's API as a small in-memory server behind Apollo's MockLink: lists and
 * reads answer from `rows`, writes merge their data into them, every write is recorded, and
 * `refuseNextWrite` makes the next one fail with the given GraphQL errors.
 */
export function fakeConfigServer<TList extends ListData, TGet, TInput>(
  documents: EntityDocuments<TList, TGet, TInput>,
  names: ApiNames,
  initial: readonly ({ id: number } & Record<string, unknown>)[],
) {
  const rows = initial.map((row) => ({ __typename: names.typename, ...row }));
  const writes: { operation: 'create' | 'update' | 'delete'; variables: Record<string, unknown> }[] = [];
  let refusal: GraphQLError[] | null = null;
  const write =
    (
      operation: 'create' | 'update' | 'delete',
      answer: (variables: Record<string, unknown>) => Record<string, unknown>,
    ) =>
    (variables: Record<string, unknown>) => {
      writes.push({ operation, variables });
      const errors = refusal;
      refusal = null;
      return errors ? { errors } : { data: answer(variables) };
    };

  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: documents.list, variables: () => true },
      ...ALWAYS,
      result: () => ({
        data: { [names.many]: { __typename: `${names.typename}List`, items: rows, total: rows.length } },
      }),
    },
    {
      request: { query: documents.get, variables: () => true },
      ...ALWAYS,
      result: ({ id }: { id: number }) => ({ data: { [names.one]: rows.find((r) => r.id === id) ?? null } }),
    },
    {
      request: { query: documents.create, variables: () => true },
      ...ALWAYS,
      result: write('create', ({ data }) => {
        const row = { ...(rows[0] ?? {}), ...(data as object), id: 100 + writes.length, item_state: 'created' };
        return { [`create${capital(names.one)}`]: row };
      }),
    },
    {
      request: { query: documents.update, variables: () => true },
      ...ALWAYS,
      result: write('update', ({ id, data }) => {
        const row = rows.find((r) => r.id === id);
        return { [`update${capital(names.one)}`]: { ...row, ...(data as object), item_state: 'updated' } };
      }),
    },
    {
      request: { query: documents.delete, variables: () => true },
      ...ALWAYS,
      result: write('delete', ({ ids }) => ({ [`delete${capital(names.many)}`]: ids })),
    },
    ...OPTION_MOCKS,
  ];

  return {
    mocks,
    /** The variables of every write of one kind, in order. */
    writes: (operation: 'create' | 'update' | 'delete') =>
      writes.filter((w) => w.operation === operation).map((w) => w.variables),
    refuseNextWrite: (...errors: GraphQLError[]) => {
      refusal = errors;
    },
  };
}

const named = (typename: string, list: string, items: [number, string][]) => ({
  data: {
    [list]: {
      __typename: `${typename}List`,
      items: items.map(([id, name]) => ({ __typename: typename, id, name })),
    },
  },
});

/** The choices of the configuration forms' selects. */
export const OPTION_MOCKS: MockLink.MockedResponse[] = [
  {
    request: { query: ConfigOptionSectionsDocument },
    ...ALWAYS,
    result: named('Section', 'sections', [
      [1, 'Pflege 1'],
      [2, 'Pflege 2'],
    ]),
  },
  {
    request: { query: ConfigOptionSchedulesDocument },
    ...ALWAYS,
    result: named('Schedule', 'schedules', [[3, 'Tag und Nacht']]),
  },
  {
    request: { query: ConfigOptionDisplayGroupsDocument },
    ...ALWAYS,
    result: named('DisplayGroup', 'displayGroups', [[4, 'Stationszimmer']]),
  },
  {
    request: { query: ConfigOptionCallTypesDocument },
    ...ALWAYS,
    result: named('CallType', 'callTypes', [
      [5, 'Ruf'],
      [6, 'Notruf'],
    ]),
  },
];
