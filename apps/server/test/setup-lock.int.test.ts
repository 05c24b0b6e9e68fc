import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appState, systems } from '../src/db/schema/index';
import { createSetupService } from '../src/modules/setup/setup.service';
import { openSecrets } from '../src/secrets/open-secrets';
import { startTestSimulator } from './call-system';
import { ADMIN_PASSWORD, buildLicense } from './fixtures';
import { startServer, type TestServer } from './harness';

// A client elsewhere on the network, honestly: the server trusts one proxy hop (TRUST_PROXY=1), so
// the address Fastify takes for the client is the one the proxy put in X-Forwarded-For, as behind a
// real reverse proxy. Without that header the request comes from 127.0.0.1: the server's own machine.
const REMOTE = '192.0.2.10';

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer({ config: { trustProxy: { hops: 1 } } });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

type Reply = { data: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

async function gql(query: string, headers: Record<string, string> = {}, cookie?: string): Promise<Reply> {
  const res = await fetch(`${server.url}/backend/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as Reply;
}
const from = (address: string, code?: string) => ({
  'x-forwarded-for': address,
  ...(code === undefined ? {} : { 'x-setup-code': code }),
});
const codeOf = (reply: Reply) => reply.errors?.[0]?.extensions?.code;

const license = buildLicense();
const ACTIVATE = `mutation { activateLicense(customer: "${license.customer}", code: "${license.code}") { id } }`;
const configurator = () =>
  `mutation { createInitialConfigurator(ip: "127.0.0.1:${sim.sim.port}", password: "admin") { id } }`;
const CREATE_USER = `mutation { createInitialUser(password: "${ADMIN_PASSWORD}") { id } }`;
const CODE_REQUIRED = '{ appState { setup_code_required } }';

describe('the setup lock', () => {
  it('asks a client elsewhere for the setup code, and not one on this machine', async () => {
    expect((await gql(CODE_REQUIRED, from(REMOTE))).data).toEqual({ appState: { setup_code_required: true } });
    expect((await gql(CODE_REQUIRED)).data).toEqual({ appState: { setup_code_required: false } });
  });

  it('refuses every setup step from elsewhere without the code or with a wrong one', async () => {
    for (const step of [ACTIVATE, configurator(), CREATE_USER]) {
      expect(codeOf(await gql(step, from(REMOTE)))).toBe('SETUP_CODE_REQUIRED');
      expect(codeOf(await gql(step, from(REMOTE, 'AAAAA-AAAAA')))).toBe('SETUP_CODE_REFUSED');
    }
    expect((await server.app.database.db.select().from(systems)).length).toBe(0);
  });

  it('slows down an address that keeps guessing, whatever it sends next', async () => {
    const guesser = '192.0.2.66';
    for (let i = 0; i < 4; i += 1) await gql(ACTIVATE, from(guesser, `WRONG-${i}`));
    const next = await gql(ACTIVATE, from(guesser, server.app.services.setup.gate.code()));
    expect(codeOf(next)).toBe('SETUP_CODE_WAIT');
  });

  it('accepts the setup steps from elsewhere with the code from the log', async () => {
    // The code as the log line prints it; the wizard's user may type it in lower case and without the dash.
    const code = server.app.services.setup.gate.code().toLowerCase().replace('-', '');
    expect((await gql(ACTIVATE, from(REMOTE, code))).errors).toBeUndefined();
    expect((await gql(configurator(), from(REMOTE, code))).errors).toBeUndefined();
  });

  it('gives every instance on the database the code of the first: a proxy may send each step to another', async () => {
    const mine = server.app.services.setup.gate.code();
    // Another instance starting on the same database (deploy/compose.yaml) makes its own code first …
    const other = createSetupService({ db: server.app.database.db, auth: server.app.services.auth });
    expect(other.gate.code()).not.toBe(mine);
    // … and takes the stored one when it announces it; so does this instance when it restarts.
    await other.announceCode(pino({ level: 'silent' }));
    expect(other.gate.code()).toBe(mine);
    const [row] = await server.app.database.db.select({ code: appState.setup_code }).from(appState);
    expect(row?.code).toBe(mine.replace('-', ''));
  });

  it('stores the configurator password sealed, and the link still authenticates with it', async () => {
    const [row] = await server.app.database.db.select({ password: systems.password }).from(systems);
    expect(row?.password).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(row?.password).not.toContain('admin');
    await vi.waitFor(() => expect(server.app.services.links.status(1)?.state).toBe('ready'), { timeout: 15_000 });
  });

  it('seals a password stored in clear text by an earlier version at start, once', async () => {
    const db = server.app.database.db;
    const [before] = await db.select({ password: systems.password }).from(systems);
    await db.update(systems).set({ password: 'admin' }).where(eq(systems.id, 1));
    const config = { secretKey: 'wardlight test suite secret key', dataDir: '', databaseUrl: undefined };
    const log = pino({ level: 'silent' });
    const box = await openSecrets(config, server.app.database, log);
    const [after] = await db.select({ password: systems.password }).from(systems);
    expect(after?.password).toMatch(/^v1:/);
    expect(after?.password).not.toBe(before?.password);
    expect(box.open(after?.password ?? '')).toBe('admin');
    await openSecrets(config, server.app.database, log);
    const [again] = await db.select({ password: systems.password }).from(systems);
    expect(again?.password).toBe(after?.password);
    // Another key cannot open them: the start is refused rather than every link failing later.
    await expect(
      openSecrets({ ...config, secretKey: 'another secret key entirely' }, server.app.database, log),
    ).rejects.toThrow(/encrypted with another key/);
  });

  it('refuses every setup step once setup is complete, to administrators too', async () => {
    const code = server.app.services.setup.gate.code();
    const created = await fetch(`${server.url}/backend/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(REMOTE, code) },
      body: JSON.stringify({ query: CREATE_USER }),
    });
    expect(((await created.json()) as Reply).errors).toBeUndefined();
    const cookie = created.headers.getSetCookie()[0]?.split(';')[0];
    expect(cookie).toBeDefined();

    const replaced = await gql(configurator(), { 'x-system': '01' }, cookie);
    expect(codeOf(replaced)).toBe('SETUP_COMPLETE');
    expect(codeOf(await gql(configurator()))).toBe('SETUP_COMPLETE');
    expect(codeOf(await gql(configurator(), from(REMOTE, code)))).toBe('SETUP_COMPLETE');
    const again = await gql(CREATE_USER);
    expect(codeOf(again)).toBe('SETUP_COMPLETE');
    expect(again.errors?.[0]?.message).toContain('already present');
    // Licences stay an administrator's business; anonymous callers are refused now, code or not.
    expect(codeOf(await gql(ACTIVATE, from(REMOTE, code)))).toBe('MISSING_AUTH');
    expect((await gql(CODE_REQUIRED, from(REMOTE))).data).toEqual({ appState: { setup_code_required: false } });
    // Spent: no instance keeps a code for a setup that is over.
    const [row] = await server.app.database.db.select({ code: appState.setup_code }).from(appState);
    expect(row?.code).toBeNull();
  });
});
