import { formatSystemId } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkReady, startTestSimulator } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf } from '../../call-system/link-test-kit';
import { codeOf, type EditStack, ok, startEditStack } from '../config-edit/config-edit-test-kit';

// Issue 16 item 9 (ADR 0037): two systems, each on its own simulator. A commit on one neither clears the
// other's pending changes nor blocks its edits.

const APP_STATE = '{ appState { last_gets_change last_gets_commit committing_gets_config } }';
const COMMIT = 'mutation { commitConfig { status } }';
const RENAME = 'mutation($name: String!) { updateSection(id: 3, data: { name: $name }) { id item_state } }';
const SYNC_ITEMS = '{ syncItems { items { kind id state } } }';

interface AppState {
  last_gets_change: string | null;
  last_gets_commit: string | null;
  committing_gets_config: boolean;
}

let env: EditStack;
let second: Awaited<ReturnType<typeof startTestSimulator>>;
let onA: TestClient;
let onB: TestClient;

const stateOf = async (client: TestClient) => (await ok<{ appState: AppState }>(client, APP_STATE)).appState;
const pending = (s: AppState) =>
  s.last_gets_change !== null && (s.last_gets_commit === null || s.last_gets_change > s.last_gets_commit);

beforeAll(async () => {
  env = await startEditStack();
  second = await startTestSimulator();
  const systemB = await linkReady(env.stack.server, second.sim.port);
  onA = env.admin;
  onB = env.stack.server.client();
  onB.cookie = onA.cookie;
  onB.system = formatSystemId(systemB);
});
afterAll(async () => {
  await env.close();
  await second.close();
});

describe('commit state per system (issue 16 item 9)', () => {
  it('a commit on one system leaves the other pending, and its edits staged', async () => {
    await ok(onA, RENAME, { name: 'Technik A' });
    await ok(onB, RENAME, { name: 'Technik B' });
    const beforeB = await stateOf(onB);
    expect(pending(await stateOf(onA))).toBe(true);
    expect(pending(beforeB)).toBe(true);

    env.stack.sim.sim.engine.commits.settings.durationMs = 200;
    await ok(onA, COMMIT);
    await vi.waitFor(
      async () => {
        const a = await stateOf(onA);
        expect(a.committing_gets_config).toBe(false);
        expect(pending(a)).toBe(false);
      },
      { timeout: 10_000 },
    );

    expect(await stateOf(onB)).toEqual(beforeB);
    expect((await ok<{ syncItems: { items: unknown[] } }>(onB, SYNC_ITEMS)).syncItems.items).toEqual([
      { kind: 'sections', id: 3, state: 'sent' },
    ]);
    expect((await new HttpLink({ endpoint: endpointOf(second.sim) }).staged()).changes).toHaveLength(1);
  });

  it('a running commit refuses edits on its own system only', async () => {
    await ok(onA, RENAME, { name: 'Technik A2' });
    env.stack.sim.sim.engine.commits.settings.durationMs = 600_000;
    await ok(onA, COMMIT);
    try {
      expect((await stateOf(onA)).committing_gets_config).toBe(true);
      expect(codeOf(await onA.gql(RENAME, { name: 'Technik A3' }))).toBe('COMMIT_RUNNING');

      expect((await stateOf(onB)).committing_gets_config).toBe(false);
      const edited = await ok<{ updateSection: { item_state: string } }>(onB, RENAME, { name: 'Technik B2' });
      expect(edited.updateSection.item_state).toBe('sent');
      expect(pending(await stateOf(onB))).toBe(true);
    } finally {
      env.stack.sim.sim.engine.commits.stop();
    }
  });
});
