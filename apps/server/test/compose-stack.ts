import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'vitest';
import { distinctPresses, startTestSimulator } from './call-system';
import { docker, freshLicenceKey, loggedSetupCode, REPOSITORY, run } from './docker-kit';
import { freePort } from './processes';
import { openDisplays, shownOnEvery, type WallDisplay } from './wall-displays';

const DEPLOY = join(REPOSITORY, 'deploy');
const LINK_LOCK_SPACE = 0x574c;
export const INSTANCES = ['wardlight-1', 'wardlight-2'] as const;
export type Instance = (typeof INSTANCES)[number];

/**
 * deploy/compose.yaml itself, under a project name of its own: `docker compose up --build` builds the image
 * from deploy/Dockerfile and starts PostgreSQL, the two instances and Caddy exactly as an operator would,
 * with fresh secrets and a licence key made for the run, and the proxy published on free ports. Only the
 * simulator (the configurator) runs outside, on this host's address in the compose network.
 */
export async function startComposeStack(options: { displays: number }) {
  const project = `wardlight-test-${process.pid}`;
  const http = await freePort();
  const env = {
    ...process.env,
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    SECRET_KEY: randomBytes(32).toString('base64'),
    LICENSE_PUBLIC_KEYS: freshLicenceKey(),
    WARDLIGHT_HTTP_PORT: String(http),
    WARDLIGHT_HTTPS_PORT: String(await freePort()),
  };
  const compose = async (...args: string[]) =>
    (await run('docker', ['compose', '-p', project, ...args], { cwd: DEPLOY, env, maxBuffer: 64 << 20 })).stdout;
  const proxyUrl = `http://127.0.0.1:${http}`;
  const displays: WallDisplay[] = [];
  let sim: Awaited<ReturnType<typeof startTestSimulator>> | null = null;

  async function teardown(): Promise<void> {
    await Promise.all(displays.map((d) => d.close()));
    await sim?.close();
    await compose('down', '--volumes', '--timeout', '10');
  }

  /** The container of a service. */
  const container = async (service: string) => (await compose('ps', '--all', '-q', service)).trim();
  const inspect = async (service: string, format: string) => docker('inspect', '-f', format, await container(service));

  try {
    await compose('up', '--detach', '--build', '--wait', '--wait-timeout', '240');
    // The simulator listens on this host's address in the compose network, which the instances reach.
    const network = `${project}_default`;
    const gateway = await docker('network', 'inspect', '-f', '{{range .IPAM.Config}}{{.Gateway}}{{end}}', network);
    sim = await startTestSimulator({ host: gateway });
    // Through the proxy the test is a client elsewhere: it sends the setup code the instances log, one
    // for both (ADR 0021), whichever of them Caddy hands each request to.
    const code = loggedSetupCode(await compose('logs', '--no-color', 'wardlight-1'));
    if (!code) throw new Error('wardlight-1 logged no setup code');
    const setup = await fetch(`${proxyUrl}/backend/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-setup-code': code },
      body: JSON.stringify({
        query: 'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }',
        variables: { ip: `${gateway}:${sim.sim.port}` },
      }),
    });
    expect(await setup.json()).not.toHaveProperty('errors');
  } catch (error) {
    const logs = await compose('logs', '--no-color', '--tail', '40').catch(() => '');
    await teardown().catch(() => undefined);
    throw new Error(`the compose stack did not come up: ${String(error)}\n${logs}`);
  }
  const simulator = sim;
  displays.push(...openDisplays([`ws://127.0.0.1:${http}/ws/backend`], options.displays, '01'));

  const stack = {
    proxyUrl,
    displays,
    compose,
    inspect,

    /** Opens a call that no press of this stack opened before; its id. */
    press: distinctPresses(simulator.control),

    /** Waits until every display shows every one of `ids`. */
    shownEverywhere: (ids: number[], timeout: number) => shownOnEvery(displays, ids, timeout),

    /** One statement on the stack's PostgreSQL, through psql in its container; the rows, tab-separated. */
    async sql(text: string): Promise<string[]> {
      const out = await compose('exec', '-T', 'postgres', 'psql', '-U', 'wardlight', '-d', 'wardlight', '-Atc', text);
      return out.split('\n').filter(Boolean);
    },

    /**
     * The instance holding system 1's configurator link: its lock connection's client address is its
     * container's address in the compose network (every instance is PID 1 of its own container, so the
     * connection's name does not tell them apart).
     */
    async holder(): Promise<Instance> {
      const [address] = await stack.sql(
        `SELECT host(a.client_addr) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
          WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ${LINK_LOCK_SPACE} AND l.objid = 1`,
      );
      for (const service of INSTANCES) {
        const ip = await inspect(service, '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}');
        if (ip === address) return service;
      }
      throw new Error(`no instance holds the link (lock held from ${address})`);
    },

    /** State, exit code, restarts and Docker's health of a service's container, as one string. */
    async state(service: string): Promise<string> {
      return inspect(
        service,
        '{{.State.Status}} exit={{.State.ExitCode}} restarts={{.RestartCount}} health={{if .State.Health}}{{.State.Health.Status}}{{end}}',
      );
    },

    close: teardown,
  };
  return stack;
}

export type ComposeStack = Awaited<ReturnType<typeof startComposeStack>>;
