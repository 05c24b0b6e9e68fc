import { formatSystemId } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { addSystems, setUpAdmin } from '../../../test/seed';
import type { CallSystemLink } from '../../call-system/link';

const CHANGELOG = `query { configChangelog {
  status progress error { key message } config { revision staged_count } changelog { kind id action }
} }`;

interface Changelog {
  status: string;
  progress: number;
  error: { key: string; message: string } | null;
  config: { revision: number; staged_count: number } | null;
  changelog: { kind: string; id: number; action: string }[];
}

let stack: LinkedStack;
let admin: TestClient;
let link: CallSystemLink;

async function changelogOf(client: TestClient): Promise<Changelog | undefined> {
  const res = await client.gql<{ configChangelog: Changelog }>(CHANGELOG);
  expect(res.errors).toEqual([]);
  return res.data?.configChangelog;
}

beforeAll(async () => {
  stack = await startLinkedStack();
  admin = await setUpAdmin(stack.server);
  admin.system = formatSystemId(stack.systemId);
  const held = stack.server.app.services.links.link(stack.systemId);
  if (!held) throw new Error('the linked stack has no link');
  link = held;
});
afterAll(() => stack.close());

// The simulator's commit runner, slowed down or made to fail as a test needs.
const commits = () => stack.sim.sim.engine.commits;

describe('configChangelog (spec part 1 §7)', () => {
  it('asks for a signed-in user', async () => {
    const res = await stack.client().gql(CHANGELOG);
    expect(res.errors[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('reads ready with the committed revision while nothing runs', async () => {
    expect(await changelogOf(admin)).toMatchObject({ status: 'ready', error: null, config: { staged_count: 0 } });
  });

  it("reports a failed commit with the configurator's error and its changelog", async () => {
    await link.stage('call_sources', 9, { number: 5, text: 'Flur', char: 'F' });
    commits().settings.durationMs = 50;
    commits().settings.failNextWith = 'Hub 2 did not answer';
    await link.commit();
    await vi.waitFor(async () => expect((await changelogOf(admin))?.status).toBe('failed'), { interval: 50 });
    expect(await changelogOf(admin)).toMatchObject({
      error: { key: 'commit_failed', message: 'Hub 2 did not answer' },
      changelog: [{ kind: 'call_sources', id: 9, action: 'created' }],
    });
  });

  it('maps a commit in progress to running', async () => {
    // Long enough that the commit is still distributing when the query arrives; stopped afterwards.
    commits().settings.durationMs = 600_000;
    await link.commit();
    try {
      expect(await changelogOf(admin)).toMatchObject({
        status: 'running',
        progress: 0,
        error: null,
        changelog: [{ kind: 'call_sources', id: 9, action: 'created' }],
      });
    } finally {
      commits().stop();
    }
  });

  it('says unknown for a system without a configurator link', async () => {
    const [unlinked] = await addSystems(stack.server, ['Ohne Anlage']);
    const client = stack.server.client();
    client.cookie = admin.cookie;
    client.system = formatSystemId(unlinked ?? 0);
    expect(await changelogOf(client)).toEqual({
      status: 'unknown',
      progress: 0,
      error: null,
      config: null,
      changelog: [],
    });
  });
});
