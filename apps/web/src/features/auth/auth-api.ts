import { BACKEND_PATH, type RequestContext, requestHeaders } from '../../app/connection/request-context';
import type { AuthUser } from '../../app/session/situation-of';
import type { FieldIssue } from '../../ui/graphql-errors';

/** POST /backend/login's reply (spec part 1 §7). */
export interface LoginReply {
  ok: boolean;
  user: AuthUser | null;
  require_password_change: boolean;
  errors: FieldIssue[];
}

async function post(path: string, ctx: RequestContext, body?: unknown): Promise<Response> {
  return fetch(`${BACKEND_PATH}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { ...requestHeaders(ctx), 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
}

/** A network failure is reported on the username field (spec part 1 §8). */
export async function postLogin(ctx: RequestContext, username: string, password: string): Promise<LoginReply> {
  try {
    const response = await post('/login', ctx, { username, password });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as LoginReply;
  } catch {
    return {
      ok: false,
      user: null,
      require_password_change: false,
      errors: [{ field: 'username', key: 'server_unreachable' }],
    };
  }
}

export async function postLogout(ctx: RequestContext): Promise<boolean> {
  const response = await post('/logout', ctx);
  const reply = (await response.json()) as { ok?: boolean };
  return response.ok && reply.ok === true;
}
