import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCaddy } from '../../../scripts/caddy.mjs';
import { startReadyTwoInstances, type TwoInstances } from './two-instances';

let stack: TwoInstances;

beforeAll(async () => {
  stack = await startReadyTwoInstances({
    // deploy/compose.yaml's settings for the instances behind its proxy.
    env: { TRUST_PROXY: '1' },
    proxy: (upstreams) => startCaddy(upstreams),
  });
}, 120_000);
afterAll(() => stack?.close());

/**
 * deploy/compose.yaml's group setup, as far as a machine without a Docker engine can run it: the same
 * programs without the images — two instances on one PostgreSQL with the compose file's settings, and
 * Debian's Caddy running the shipped deploy/Caddyfile (scripts/caddy.mjs replaces only the compose
 * network's upstream names by the instances' loopback ports). The six displays reach the instances only
 * through Caddy: round robin, no sticky sessions.
 */
describe('two instances behind deploy/Caddyfile', { timeout: 60_000 }, () => {
  it('every display gets every call while the link holder is killed: its displays come back through the proxy', async () => {
    const holder = await stack.pressThroughHolderKill();
    // Round robin put displays on both instances: those on the killed one reconnected through Caddy to
    // the other, resubscribed from the seq they held and missed nothing.
    const came = stack.displays.filter((d) => d.connections > 1).length;
    expect(came).toBeGreaterThan(0);
    expect(came).toBeLessThan(stack.displays.length);
    stack.expectAlive(stack.servers.filter((s) => s !== holder));
  });

  it('every display gets every call while PostgreSQL restarts', async () => {
    await stack.pressThroughRestart();
  });

  it('answers every request through the proxy from the instance that is left', async () => {
    // Round robin would send every other request to the killed instance: Caddy's health checks took it
    // out, and lb_try_duration tries a request that finds it gone on the other one.
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${stack.proxyUrl}/backend/health`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { database: string }).database).toBe('postgres');
    }
  });
});
