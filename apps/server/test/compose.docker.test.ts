import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ComposeStack, INSTANCES, type Instance, startComposeStack } from './compose-stack';

/**
 * deploy/compose.yaml run by Docker (`npm run test:docker -w @wardlight/server`, not part of `npm test`:
 * the machines that run the suite have no Docker engine). The images are built from deploy/Dockerfile; six
 * wall displays reach the two instances through the compose file's Caddy only, round robin, no sticky
 * sessions — what behind-caddy.pg.int.test.ts proves with the same programs outside containers.
 */
let stack: ComposeStack;

beforeAll(async () => {
  stack = await startComposeStack({ displays: 6 });
  await stack.shownEverywhere([await stack.press()], 30_000);
}, 600_000);
afterAll(() => stack?.close(), 60_000);

const healthy = (s: Instance) =>
  vi.waitFor(async () => expect(await stack.state(s)).toBe('running exit=0 restarts=0 health=healthy'), {
    timeout: 120_000,
    interval: 500,
  });

describe('deploy/compose.yaml in Docker', { timeout: 180_000 }, () => {
  it('starts both instances healthy to the image HEALTHCHECK, on PostgreSQL, behind Caddy', async () => {
    for (const s of INSTANCES) await healthy(s);
    const res = await fetch(`${stack.proxyUrl}/backend/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'postgres' });
  });

  it('every display gets every call while the link holder is killed, and the holder comes back', async () => {
    const holder = await stack.holder();
    const other = INSTANCES.find((s) => s !== holder) as Instance;
    await stack.compose('kill', '--signal', 'SIGKILL', holder);
    const ids = [await stack.press(), await stack.press()];
    await stack.shownEverywhere(ids, 20_000);
    // Round robin put displays on both instances: those on the killed one came back through Caddy.
    const came = stack.displays.filter((d) => d.connections > 1).length;
    expect(came).toBeGreaterThan(0);
    expect(came).toBeLessThan(stack.displays.length);
    expect(await stack.state(other)).toBe('running exit=0 restarts=0 health=healthy');
    expect(await stack.holder()).toBe(other);
    await stack.compose('start', holder);
    await vi.waitFor(async () => expect(await stack.state(holder)).toMatch(/^running .* health=healthy$/), {
      timeout: 120_000,
      interval: 500,
    });
  });

  it('every display gets every call while PostgreSQL is stopped and started; no instance exits', async () => {
    const before = await Promise.all(INSTANCES.map((s) => stack.inspect(s, '{{.State.StartedAt}}')));
    await stack.compose('stop', 'postgres');
    const during = await stack.press();
    // Told while it lasts: calls may be incomplete.
    await vi.waitFor(() => expect(stack.displays.map((d) => d.health)).not.toContain('ok'), {
      timeout: 10_000,
      interval: 50,
    });
    await stack.compose('start', 'postgres');
    const after = await stack.press();
    await stack.shownEverywhere([during, after], 30_000);
    await vi.waitFor(() => expect(new Set(stack.displays.map((d) => d.health))).toEqual(new Set(['ok'])), {
      timeout: 10_000,
      interval: 50,
    });
    // The same processes: neither exited nor was restarted by Docker.
    expect(await Promise.all(INSTANCES.map((s) => stack.inspect(s, '{{.State.StartedAt}}')))).toEqual(before);
    for (const s of INSTANCES) expect(await stack.state(s)).toMatch(/^running exit=0 .*health=healthy$/);
  });

  it('ends an instance on `docker stop` by itself within its 10 s; the other carries every display', async () => {
    const from = performance.now();
    await stack.compose('stop', '--timeout', '10', 'wardlight-2');
    expect(performance.now() - from).toBeLessThan(10_000);
    // Docker kills after the timeout (exit 137); 0 is the server's own end on SIGTERM.
    expect(await stack.state('wardlight-2')).toMatch(/^exited exit=0 /);
    await stack.shownEverywhere([await stack.press()], 20_000);
  });
});
