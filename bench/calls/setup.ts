// Sets a fresh server up the way the setup wizard does, over its public GraphQL API only, so the
// bench needs nothing from the server's internals and works against any build of it.

interface Reply<T> {
  data: T | null;
  errors: { message: string }[];
  setCookies: string[];
}

export interface GqlOptions {
  cookie?: string | null;
  system?: string | null;
  /** Further request headers (a phone's X-App-Client). */
  headers?: Record<string, string>;
}

export async function gql<T>(
  serverUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: GqlOptions = {},
): Promise<Reply<T>> {
  const res = await fetch(`${serverUrl}/backend/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.system ? { 'x-system': options.system } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let body: { data?: T | null; errors?: { message: string }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`POST /backend/query answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return { data: body.data ?? null, errors: body.errors ?? [], setCookies: res.headers.getSetCookie() };
}

function must<T>(reply: Reply<T>, what: string): T {
  if (reply.errors.length || !reply.data) throw new Error(`${what}: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/**
 * Wizard steps on an empty server: the configurator first (anonymous while no user exists), then the
 * first user, whose session cookie is needed to read the link state. Returns that cookie.
 */
export async function setUpServer(serverUrl: string, simUrl: string): Promise<string> {
  const sim = new URL(simUrl);
  must(
    await gql(serverUrl, 'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }', {
      ip: `${sim.hostname}:${sim.port}`,
    }),
    'createInitialConfigurator',
  );
  const user = await gql(serverUrl, 'mutation { createInitialUser(password: "bench-calls-admin") { id } }');
  must(user, 'createInitialUser');
  const cookie = user.setCookies.map((line) => line.split(';')[0]).find((pair) => pair?.includes('=')) ?? null;
  if (!cookie) throw new Error('createInitialUser set no session cookie');
  return cookie;
}

/** The link has imported the configuration and follows the event stream: presses will arrive. */
export async function waitForLink(serverUrl: string, cookie: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let state = 'unknown';
  while (Date.now() < until) {
    const data = must(
      await gql<{ systemParams: { items: { id: number; link_state: string }[] } }>(
        serverUrl,
        '{ systemParams { items { id link_state } } }',
        {},
        { cookie },
      ),
      'systemParams',
    );
    state = data.systemParams.items[0]?.link_state ?? 'no system';
    if (state === 'ready') return;
    await sleep(200);
  }
  throw new Error(`the link to the simulator did not get ready within ${timeoutMs} ms (state ${state})`);
}

/** What a display asks first: the open calls of its system, as an anonymous visitor. */
export async function waitForOpenCalls(serverUrl: string, system: string, timeoutMs = 30_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    const reply = await gql<{ openCalls: { id: number }[] }>(serverUrl, '{ openCalls { id } }', {}, { system });
    if (reply.data && !reply.errors.length) return reply.data.openCalls.length;
    last = JSON.stringify(reply.errors);
    await sleep(200);
  }
  throw new Error(`openCalls for system ${system} did not answer within ${timeoutMs} ms: ${last}`);
}
