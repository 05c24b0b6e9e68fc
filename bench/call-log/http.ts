// The real Fastify app on the bench's database, asked through app.inject as the web console asks: POST
// /backend/query with the session cookie and the system context, the log's own selection. What this adds
// to the service's time: the session lookup, GraphQL parsing and validation, the resolvers, JSON.
import pino from 'pino';
import { buildApp, type WardlightServer } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import type { CallLogArgs } from '../../apps/server/src/modules/call-log/call-log.service';
import { onCleanup } from './lifecycle';
import type { PageAnswer } from './scenarios';

/** A copy of the web's CallList query (apps/web/src/features/call-log/call-log.graphql, CallLogRowFields). */
const CALL_LIST = `query CallList($filter: CallLogFilter, $sort: CallLogSort, $after: String, $first: Int, $count: Boolean) {
  calls(filter: $filter, sort: $sort, after: $after, first: $first, count: $count) {
    items {
      id call_source_id call_source_text call_type_id call_type_text section_id opened_at closed_at duration
      device_text_long device_text_short position section_name handled_by_app_username is_closed
    }
    next
    count { value exact }
  }
}`;

const PASSWORD = 'bench call-log password';

export interface HttpClient {
  page(args: CallLogArgs): Promise<PageAnswer>;
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string }[];
}

export async function startHttp(database: Database, systemId: number): Promise<HttpClient> {
  const app: WardlightServer = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '',
      databaseUrl: undefined,
      licensePublicKeys: undefined,
      sessionIdleMinutes: 60,
      sessionMaxHours: 24,
      secureCookies: false,
      logLevel: 'silent',
      demoMode: undefined,
      secretKey: 'wardlight bench call-log secret key',
    },
    database,
    logger: pino({ level: 'silent' }),
  });
  onCleanup(() => app.close());
  let cookie = '';
  const post = async <T>(url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.fastify.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      payload: JSON.stringify(body),
    });
    const set = res.headers['set-cookie'];
    const line = Array.isArray(set) ? set[0] : set;
    if (line) cookie = line.split(';')[0] ?? '';
    return { status: res.statusCode, body: res.json() as T };
  };
  // The first user on a new database (setup, from this machine); on a cached one that user signs in.
  const setup = await post<GraphQLBody<unknown>>('/backend/query', {
    query: 'mutation($p: String!) { createInitialUser(password: $p) { id } }',
    variables: { p: PASSWORD },
  });
  if (setup.body.errors?.length) {
    const login = await post<{ ok?: boolean }>('/backend/login', { username: 'admin', password: PASSWORD });
    if (!login.body.ok)
      throw new Error(`cannot sign in: ${JSON.stringify(setup.body.errors)} / ${JSON.stringify(login.body)}`);
  }
  const system = String(systemId).padStart(2, '0');
  return {
    async page(args) {
      const { status, body } = await post<GraphQLBody<{ calls: PageAnswer }>>(
        '/backend/query',
        { query: CALL_LIST, variables: args },
        { 'x-system': system },
      );
      if (status !== 200 || body.errors?.length || !body.data)
        throw new Error(`GraphQL ${status}: ${JSON.stringify(body.errors ?? body)}`);
      return body.data.calls;
    },
  };
}
