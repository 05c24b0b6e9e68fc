import { formatSystemId } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkSystem, startTestSimulator } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin } from '../../../test/seed';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf } from '../../call-system/link-test-kit';
import { codeOf, ok } from './config-edit-test-kit';

// The configurator goes away and comes back on the same address with the same state.
type TestSimulator = Awaited<ReturnType<typeof startTestSimulator>>;

let sim: TestSimulator;
let server: TestServer;
let admin: TestClient;
let systemId: number;

const linkState = () => server.app.services.links.status(systemId)?.state;
const SYNC_ITEMS =
  '{ syncItems { configurator_reachable items { kind id state action changes { field before after } } } }';
const COMMIT = 'mutation { commitConfig { status changelog { kind id action } } }';

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer();
  admin = await setUpAdmin(server);
  systemId = await linkSystem(server, sim.sim.port);
  admin.system = formatSystemId(systemId);
  await vi.waitFor(() => expect(linkState()).toBe('ready'), { timeout: 10_000 });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

describe('while the configurator cannot be reached', () => {
  it('keeps changes pending, lists them from this console alone, and sends them with the next commit', async () => {
    const { port } = sim.sim;
    await sim.close(true);

    const source = await ok<{ createCallSource: { id: number; item_state: string } }>(
      admin,
      'mutation { createCallSource(data: { number: 7, text: "Flur" }) { id item_state } }',
    );
    expect(source.createCallSource.item_state).toBe('created');
    const type = await ok(admin, 'mutation { updateCallType(id: 4, data: { text: "RUF NEU" }) { item_state } }');
    expect(type).toEqual({ updateCallType: { item_state: 'updated' } });
    expect(await ok(admin, 'mutation { deleteSchedules(ids: [3]) }')).toEqual({ deleteSchedules: [3] });

    const offline = await ok<{ syncItems: { configurator_reachable: boolean; items: unknown[] } }>(admin, SYNC_ITEMS);
    expect(offline.syncItems.configurator_reachable).toBe(false);
    expect(offline.syncItems.items).toEqual([
      {
        kind: 'call_types',
        id: 4,
        state: 'updated',
        action: 'updated',
        changes: [],
      },
      {
        kind: 'call_sources',
        id: source.createCallSource.id,
        state: 'created',
        action: 'created',
        changes: [
          { field: 'number', before: null, after: 7 },
          { field: 'text', before: null, after: 'Flur' },
          { field: 'char', before: null, after: '' },
        ],
      },
      { kind: 'schedules', id: 3, state: 'deleted', action: 'deleted', changes: [] },
    ]);
    expect(codeOf(await admin.gql(COMMIT))).toBe('LINK_FAILED');

    sim = await startTestSimulator({ port, stateDir: sim.dir });
    await vi.waitFor(() => expect(linkState()).toBe('ready'), { timeout: 20_000 });
    const commit = await ok<{ commitConfig: { changelog: unknown[] } }>(admin, COMMIT);
    expect(commit.commitConfig.changelog).toHaveLength(3);

    await vi.waitFor(
      async () =>
        expect((await ok<{ syncItems: { items: unknown[] } }>(admin, SYNC_ITEMS)).syncItems.items).toEqual([]),
      { timeout: 10_000 },
    );
    const committed = await new HttpLink({ endpoint: endpointOf(sim.sim) }).config();
    expect(committed.call_sources).toContainEqual(expect.objectContaining({ number: 7, text: 'Flur' }));
    expect(committed.call_types).toContainEqual(expect.objectContaining({ id: 4, text: 'RUF NEU' }));
    expect(committed.schedules.map((s) => s.id)).toEqual([1, 2]);
    const after = await ok(admin, `query { callSource(id: ${source.createCallSource.id}) { item_state } }`);
    expect(after).toEqual({ callSource: { item_state: 'in_sync' } });
  });
});
