// The console's HTTP API as a client outside the browser uses it: sign in at /backend/login (the
// request context keeps the session cookie), then GraphQL at /backend/query.
import type { APIRequestContext } from '@playwright/test';
import { SESSION_COOKIE } from '../../apps/server/src/modules/auth/session-token';
import type { Account } from './accounts';
import type { Licence } from './licence';

export { SESSION_COOKIE };

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface LoginReply {
  ok: boolean;
  require_password_change: boolean;
  user: { id: number; name: string } | null;
}

export async function postLogin(request: APIRequestContext, account: Account): Promise<LoginReply> {
  const response = await request.post('/backend/login', {
    data: { username: account.name, password: account.password },
  });
  if (!response.ok()) throw new Error(`POST /backend/login: HTTP ${response.status()}`);
  return (await response.json()) as LoginReply;
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLReply<T>> {
  const response = await request.post('/backend/query', { data: { query, variables }, headers });
  return (await response.json()) as GraphQLReply<T>;
}

/** Whom the server takes a session cookie's token for; null when it names no live session. */
export async function sessionOwner(request: APIRequestContext, token: string): Promise<string | null> {
  const reply = await graphql<{ authUser: { name: string } | null }>(
    request,
    '{ authUser { name } }',
    {},
    { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` },
  );
  return reply.data?.authUser?.name ?? null;
}

export interface NewUser {
  name: string;
  password: string;
  password_is_temporary?: boolean;
  role_ids?: number[];
}

/** An administrator's API session. */
export class AdminApi {
  constructor(private readonly request: APIRequestContext) {}

  static async signIn(request: APIRequestContext, account: Account): Promise<AdminApi> {
    const reply = await postLogin(request, account);
    if (!reply.ok) throw new Error(`${account.name} cannot sign in through the API`);
    return new AdminApi(request);
  }

  /** A user with the given roles; with none, no permission beyond what every signed-in user has. */
  async createUser(user: NewUser): Promise<{ id: number; name: string; password_is_temporary: boolean }> {
    type Created = { createUser: { id: number; name: string; password_is_temporary: boolean } };
    const reply = await graphql<Created>(
      this.request,
      'mutation ($data: UserInput!) { createUser(data: $data) { id name password_is_temporary } }',
      { data: { ...user, locale: 'de' } },
    );
    if (!reply.data?.createUser) throw new Error(`createUser failed: ${JSON.stringify(reply.errors)}`);
    return reply.data.createUser;
  }

  /** A role holding `permissions` (codes of the domain's catalogue, e.g. systemtree::sync). */
  async createRole(name: string, permissions: readonly string[]): Promise<{ id: number; name: string }> {
    type Created = { createRole: { id: number; name: string } };
    const reply = await graphql<Created>(
      this.request,
      'mutation ($data: RoleInput!) { createRole(data: $data) { id name } }',
      { data: { name, permissions } },
    );
    if (!reply.data?.createRole) throw new Error(`createRole failed: ${JSON.stringify(reply.errors)}`);
    return reply.data.createRole;
  }

  /** Any operation as the administrator, on the first system; throws on an error. */
  async query<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const reply = await graphql<T>(this.request, query, variables, { 'x-system': '01' });
    if (!reply.data || reply.errors?.length) throw new Error(`${query}: ${JSON.stringify(reply.errors)}`);
    return reply.data;
  }

  /** Activates a licence; the newest one is in force from then on. */
  async activateLicence(licence: Licence): Promise<void> {
    const reply = await graphql<{ activateLicense: { id: number } }>(
      this.request,
      'mutation ($customer: String!, $code: String!) { activateLicense(customer: $customer, code: $code) { id } }',
      { customer: licence.customer, code: licence.code },
    );
    if (!reply.data?.activateLicense) throw new Error(`activateLicense failed: ${JSON.stringify(reply.errors)}`);
  }
}
