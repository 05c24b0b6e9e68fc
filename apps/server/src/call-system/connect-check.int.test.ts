import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { RunningSimulator } from '@wardlight/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfiguratorCheckError, checkConfigurator } from './connect-check';
import { SimLab } from './link-test-kit';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function closedPort(): Promise<number> {
  const server = createTcpServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failureOf(promise: Promise<unknown>): Promise<ConfiguratorCheckError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConfiguratorCheckError);
  return error as ConfiguratorCheckError;
}

describe('configurator connection check (setup wizard step 3)', () => {
  const lab = new SimLab();
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await lab.start();
  });
  afterAll(() => lab.cleanup());

  it.each([
    ['host:port', () => ({ ip: `127.0.0.1:${sim.port}` })],
    ['host and port', () => ({ ip: '127.0.0.1', port: sim.port })],
    ['an http URL', () => ({ ip: `${sim.url}/` })],
  ])('answers with the firmware version for %s', async (_form, address) => {
    const result = await checkConfigurator({ ...address(), username: 'admin', password: 'admin' });

    expect(result).toEqual({ ok: true, version: '5.4.13-sim' });
  });

  it('says Unauthorized for a wrong password, so the web shows a password error', async () => {
    const error = await failureOf(checkConfigurator({ ip: `127.0.0.1:${sim.port}`, username: 'admin', password: 'x' }));

    expect(error.message).toContain('failed to fetch firmware version');
    expect(error.message).toContain('Unauthorized');
    expect(error.failure).toBe('unauthorized');
  });

  it('reports an address nobody listens on as a connection error', async () => {
    const port = await closedPort();

    const error = await failureOf(checkConfigurator({ ip: `127.0.0.1:${port}`, username: 'admin', password: 'admin' }));

    expect(error.message).toContain('failed to fetch firmware version');
    expect(error.message).not.toContain('Unauthorized');
    expect(error.failure).toBe('connection');
  });

  it('gives up on a host that accepts but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    const port = await listen(silent);

    const error = await failureOf(
      checkConfigurator({ ip: `127.0.0.1:${port}`, username: 'admin', password: 'admin' }, { timeoutMs: 200 }),
    );

    expect(error.message).toMatch(/failed to fetch firmware version.*timed out/);
    expect(error.failure).toBe('connection');
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('reports a web server that is not a configurator as a connection error', async () => {
    const other = createHttpServer((_request, response) => response.writeHead(404).end('<h1>Not Found</h1>'));
    const port = await listen(other);

    const error = await failureOf(checkConfigurator({ ip: `127.0.0.1:${port}`, username: 'admin', password: 'admin' }));

    expect(error.message).toContain('failed to fetch firmware version');
    expect(error.failure).toBe('connection');
    await new Promise((resolve) => other.close(resolve));
  });

  it.each(['', 'ftp://127.0.0.1', 'not a host'])(
    'reports the unusable address %j as a connection error',
    async (ip) => {
      const error = await failureOf(checkConfigurator({ ip, username: 'admin', password: 'admin' }));

      expect(error.message).toContain('failed to fetch firmware version');
      expect(error.failure).toBe('connection');
    },
  );
});
