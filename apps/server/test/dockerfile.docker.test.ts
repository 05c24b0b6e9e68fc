import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { docker, freshLicenceKey, loggedSetupCode, run } from './docker-kit';
import { freePort } from './processes';

/**
 * deploy/Dockerfile alone, as deploy/README.md's "Single box" runs it: a container on the embedded database
 * (`npm run test:docker -w @wardlight/server`, not part of `npm test`).
 */
const DATA = '/var/lib/wardlight';
const started: string[] = [];

/** A container of the image, as the README runs it, with `storage` for its data directory. */
async function startContainer(name: string, storage: string[]) {
  const port = await freePort();
  started.push(name);
  await docker(
    ...['run', '--detach', '--name', name, '--restart', 'unless-stopped'],
    ...[
      '--publish',
      `127.0.0.1:${port}:8080`,
      ...storage,
      '--env',
      `LICENSE_PUBLIC_KEYS=${freshLicenceKey()}`,
      'wardlight:local',
    ],
  );
  const state = () =>
    docker('inspect', '-f', '{{.State.Status}} exit={{.State.ExitCode}} health={{.State.Health.Status}}', name);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    state,
    /** Waits for Docker's verdict on the HEALTHCHECK. */
    health: (verdict: 'healthy' | 'unhealthy') =>
      vi.waitFor(async () => expect(await state()).toBe(`running exit=0 health=${verdict}`), {
        timeout: 150_000,
        interval: 500,
      }),
    setupCode: async () => loggedSetupCode((await run('docker', ['logs', name])).stdout),
    exec: (...command: string[]) => docker('exec', name, ...command),
  };
}

let single: Awaited<ReturnType<typeof startContainer>>;
let small: Awaited<ReturnType<typeof startContainer>>;
const volume = `wardlight-single-${process.pid}-data`;

beforeAll(async () => {
  await docker('build', '-f', 'deploy/Dockerfile', '-t', 'wardlight:local', '.');
  [single, small] = await Promise.all([
    startContainer(`wardlight-single-${process.pid}`, ['--volume', `${volume}:${DATA}`]),
    // A data directory of 256 MB to fill, owned by the image's user `node` (uid 1000).
    startContainer(`wardlight-small-${process.pid}`, ['--tmpfs', `${DATA}:size=256m,uid=1000,gid=1000`]),
  ]);
}, 600_000);
afterAll(async () => {
  for (const name of started) await docker('rm', '--force', name).catch(() => undefined);
  await docker('volume', 'rm', volume).catch(() => undefined);
}, 60_000);

describe('deploy/Dockerfile on the embedded database', { timeout: 180_000 }, () => {
  it('runs as the unprivileged user, healthy to its HEALTHCHECK, on the database in its volume', async () => {
    await single.health('healthy');
    expect(await single.exec('id', '-un')).toBe('node');
    expect(await (await fetch(`${single.url}/backend/health`)).json()).toMatchObject({
      status: 'ok',
      database: 'pglite',
    });
    expect(await single.exec('ls', DATA)).toContain('PG_VERSION');
  });

  it('ends by itself on `docker stop` within 10 s, and starts again on what the volume kept', async () => {
    const code = await single.setupCode();
    expect(code).toBeDefined();
    const from = performance.now();
    await docker('stop', '--time', '10', single.name);
    expect(performance.now() - from).toBeLessThan(10_000);
    expect(await single.state()).toMatch(/^exited exit=0 /);
    await docker('start', single.name);
    await single.health('healthy');
    // The same database: setup is still open, with the code it stored (ADR 0021), not a new one.
    expect(await single.setupCode()).toBe(code);
  });

  it('is unhealthy while its disk is full (health `failing`), and healthy again once there is room', async () => {
    await small.health('healthy');
    const startedAt = await docker('inspect', '-f', '{{.State.StartedAt}}', small.name);
    // Leave 8 MB: under the 16 MB the database needs to grow its log (ADR 0024), so health fails at once,
    // while the database itself still has room for what it writes meanwhile.
    const free = Number(await small.exec('sh', '-c', `df -k --output=avail ${DATA} | tail -1`));
    await small.exec('dd', 'if=/dev/zero', `of=${DATA}/fill`, 'bs=1024', `count=${free - 8 * 1024}`, 'status=none');
    await vi.waitFor(
      async () => {
        const res = await fetch(`${small.url}/backend/health`);
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({ status: 'failing' });
      },
      { timeout: 10_000, interval: 200 },
    );
    await small.health('unhealthy');
    await small.exec('rm', `${DATA}/fill`);
    await small.health('healthy');
    expect(await (await fetch(`${small.url}/backend/health`)).json()).toMatchObject({ status: 'ok' });
    // Only new blocks were refused: the same process recovered, nobody restarted it.
    expect(await docker('inspect', '-f', '{{.State.StartedAt}}', small.name)).toBe(startedAt);
  });
});
