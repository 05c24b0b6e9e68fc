import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReadyTwoInstances, type TwoInstances } from './two-instances';

let stack: TwoInstances;

beforeAll(async () => {
  stack = await startReadyTwoInstances();
}, 120_000);
afterAll(() => stack?.close());

/**
 * The group setup of deploy/compose.yaml (DESIGN §5): two instances behind a balancer without sticky
 * sessions, displays on both. Whatever happens to one instance or to the database, every display gets
 * every call — a display whose instance died goes on through the other one, as it would behind the proxy.
 */
describe('two instances behind one address', { timeout: 60_000 }, () => {
  it('deliver every call to the displays on both while PostgreSQL restarts', async () => {
    await stack.pressThroughRestart();
    stack.expectAlive();
  });

  it('deliver every call to every display while the link holder is killed: the other instance takes over', async () => {
    const holder = await stack.pressThroughHolderKill();
    const other = stack.servers.filter((s) => s !== holder);
    stack.expectAlive(other);
    expect(await stack.holder()).toBe(other[0]);
    const twice = [...(await stack.openings())].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
  });
});
