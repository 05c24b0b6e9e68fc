import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  CallSourceGroupOptionsDocument,
  RoleCreateDocument,
  RoleDeleteDocument,
  RoleGetDocument,
  type RoleInput,
  RoleListDocument,
  RoleUpdateDocument,
} from '../../../generated/graphql';
import type { ListSort, ListVariables } from '../define-entity';

export interface FakeRole {
  id: number;
  name: string;
  permissions: string[];
  call_source_group_ids?: number[];
}

/** The call source groups the role form offers (one system, so named without it). */
export const FAKE_CALL_SOURCE_GROUPS = [
  { id: 4, name: 'Nachtruhe', system_id: 1 },
  { id: 6, name: 'Demenz', system_id: 1 },
];

export function buildRoles(count: number): FakeRole[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Role ${String(i + 1).padStart(2, '0')}`,
    permissions: ['calllog::use_module'],
  }));
}

const asRole = (r: FakeRole) => ({ __typename: 'Role' as const, call_source_group_ids: [], ...r });
const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

/** The server's orders (roles.definition.ts): by name, case-insensitively, or by the number of permissions. */
function sorted(rows: readonly FakeRole[], sort: ListSort | null | undefined): readonly FakeRole[] {
  if (!sort) return rows;
  const value = (r: FakeRole) => (sort.field === 'permissions' ? r.permissions.length : r.name);
  const compare = (a: FakeRole, b: FakeRole) => {
    const [x, y] = [value(a), value(b)];
    return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  };
  return [...rows].sort((a, b) => compare(a, b) * (sort.descending ? -1 : 1));
}
const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

/**
 * The roles API as a small in-memory server behind Apollo's MockLink: lists filter, sort and page
 * as the server does (search in the name, sort, limit/offset), writes change the rows, the role
 * form's call source groups are there, and every request is recorded. `refuse` makes the next write fail with the given GraphQL errors.
 */
export function fakeRolesServer(initial: readonly FakeRole[]) {
  const rows = [...initial];
  const requests: { operation: string; variables: unknown }[] = [];
  let refusal: GraphQLError[] | null = null;
  let listFailure = false;
  const record = (operation: string, variables: unknown) => requests.push({ operation, variables });
  const refused = () => {
    const errors = refusal;
    refusal = null;
    return errors ? { errors } : null;
  };

  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: RoleListDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: ListVariables) => {
        record('list', variables);
        if (listFailure) return { errors: [new GraphQLError('database unavailable')] };
        const search = variables.filter?.search?.toLowerCase() ?? '';
        const { limit = 100, offset = 0 } = variables.filter?.page ?? {};
        const matching = sorted(
          rows.filter((r) => r.name.toLowerCase().includes(search)),
          variables.filter?.sort,
        );
        const items = matching.slice(offset ?? 0, (offset ?? 0) + (limit ?? 100)).map(asRole);
        return { data: { roles: { __typename: 'RoleList', items, total: matching.length } } };
      },
    },
    {
      request: { query: CallSourceGroupOptionsDocument },
      ...ALWAYS,
      result: {
        data: {
          callSourceGroupOptions: FAKE_CALL_SOURCE_GROUPS.map((g) => ({ __typename: 'CallSourceGroupOption', ...g })),
        },
      },
    },
    {
      request: { query: RoleGetDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: { id: number }) => {
        record('get', variables);
        const row = rows.find((r) => r.id === variables.id);
        return { data: { role: row ? asRole(row) : null } };
      },
    },
    {
      request: { query: RoleCreateDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: { data: RoleInput }) => {
        record('create', variables);
        const failed = refused();
        if (failed) return failed;
        const row = { id: Math.max(0, ...rows.map((r) => r.id)) + 1, name: '', permissions: [], ...variables.data };
        rows.push(row as FakeRole);
        return { data: { createRole: asRole(row as FakeRole) } };
      },
    },
    {
      request: { query: RoleUpdateDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: { id: number; data: RoleInput }) => {
        record('update', variables);
        const failed = refused();
        if (failed) return failed;
        const row = rows.find((r) => r.id === variables.id) as FakeRole;
        Object.assign(row, variables.data);
        return { data: { updateRole: asRole(row) } };
      },
    },
    {
      request: { query: RoleDeleteDocument, variables: () => true },
      ...ALWAYS,
      result: (variables: { ids: number[] }) => {
        record('delete', variables);
        const failed = refused();
        if (failed) return failed;
        const deleted = variables.ids.filter((id) => rows.some((r) => r.id === id));
        for (const id of deleted)
          rows.splice(
            rows.findIndex((r) => r.id === id),
            1,
          );
        return { data: { deleteRoles: deleted } };
      },
    },
  ];

  return {
    mocks,
    rows,
    requests,
    /** The variables of every request of one operation, in order. */
    calls: (operation: string) => requests.filter((r) => r.operation === operation).map((r) => r.variables),
    refuseNextWrite: (...errors: GraphQLError[]) => {
      refusal = errors;
    },
    failLists: (fail: boolean) => {
      listFailure = fail;
    },
  };
}

/** A validation error as the server's validation plugin sends it. */
export function validationError(field: string, key: string, data?: Record<string, unknown>): GraphQLError {
  return new GraphQLError('validation failed', {
    extensions: { code: 'VALIDATION_FAILED', validation: true, field, key, data },
  });
}
