import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  RoleCreateDocument,
  RoleDeleteDocument,
  RoleGetDocument,
  type RoleInput,
  RoleListDocument,
  RoleUpdateDocument,
} from '../../../generated/graphql';
import type { ListVariables } from '../define-entity';

export interface FakeRole {
  id: number;
  name: string;
  permissions: string[];
}

export function buildRoles(count: number): FakeRole[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Role ${String(i + 1).padStart(2, '0')}`,
    permissions: ['calllog::use_module'],
  }));
}

const asRole = (r: FakeRole) => ({ __typename: 'Role' as const, ...r, call_source_group_ids: [] });
const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };

/**
 * The roles API as a small in-memory server behind Apollo's MockLink: lists filter and page as
 * the server does (search in the name, limit/offset), writes change the rows, and every request
 * is recorded. `refuse` makes the next write fail with the given GraphQL errors.
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
        const matching = rows.filter((r) => r.name.toLowerCase().includes(search));
        const items = matching.slice(offset ?? 0, (offset ?? 0) + (limit ?? 100)).map(asRole);
        return { data: { roles: { __typename: 'RoleList', items, total: matching.length } } };
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
