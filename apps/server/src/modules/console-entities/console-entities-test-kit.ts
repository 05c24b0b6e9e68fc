// Test support for the console-only entities: a server with two systems and a signed-in administrator,
// and one sample per entity. Not used by the server.
import { formatSystemId } from '@wardlight/domain';
import { type GraphQLReply, TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { type StartOptions, startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin } from '../../../test/seed';
import { callSources, callTypes, displayGroups, sections } from '../../db/schema/index';

export interface ConsoleStack {
  server: TestServer;
  /** Superuser on system `systems[0]`. */
  admin: TestClient;
  systems: number[];
  close(): Promise<void>;
}

/**
 * `licensed`: with the test licence activated (the app licence among it: app user groups are console
 * entities under it); without, the console runs on the default licence, as most tests want it.
 */
export async function startConsoleStack(options: StartOptions & { licensed?: boolean } = {}): Promise<ConsoleStack> {
  const server = await startServer(options);
  const admin = await setUpAdmin(server);
  if (options.licensed) {
    const licence = buildLicense();
    await ok(admin, `mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`);
  }
  const systems = await addSystems(server, ['Haus Linde', 'Haus Eiche']);
  admin.system = formatSystemId(systems[0] ?? 1);
  await seedConfiguration(server, systems[0] ?? 1);
  return { server, admin, systems, close: () => server.close() };
}

/**
 * What entities refer to, as if imported from a configurator (there is none here: these entities are
 * console-only): sections 1–2, call sources 1–2, call types 1–2 and display group 1 of `systemId`.
 */
async function seedConfiguration(server: TestServer, systemId: number): Promise<void> {
  const { db } = server.app.database;
  const two = <T>(row: (id: number) => T) => [row(1), row(2)];
  await db.insert(sections).values(two((id) => ({ system_id: systemId, id, name: `Bereich ${id}` })));
  await db.insert(callSources).values(two((id) => ({ system_id: systemId, id, number: id })));
  await db.insert(callTypes).values(two((id) => ({ system_id: systemId, id, name: `Ruf ${id}` })));
  await db.insert(displayGroups).values({ system_id: systemId, id: 1, name: 'Alle' });
}

/** The same session on another system context. */
export function onSystem(client: TestClient, systemId: number): TestClient {
  const other = new TestClient(client.url);
  other.cookie = client.cookie;
  other.system = formatSystemId(systemId);
  return other;
}

/** The reply's data, failing the test with the errors when there are any. */
export async function ok<T = Record<string, unknown>>(
  client: TestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

/** `field:key` of every validation error, in order. */
export const issuesOf = (reply: GraphQLReply) =>
  reply.errors.map((e) => `${String(e.extensions?.field)}:${String(e.extensions?.key)}`);

export const codeOf = (reply: GraphQLReply) => reply.errors[0]?.extensions?.code;
