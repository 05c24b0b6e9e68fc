import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from './client';
import { ADMIN_PASSWORD } from './fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'wardlight-proc-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** The server as `npm start` runs it: a real process on its own port and data directory. */
function launch(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number) {
  await vi.waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/backend/health`);
      expect(res.status).toBe(200);
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe('the server as a process on an embedded database', () => {
  it('keeps committed data across a kill, and a second server on the same directory refuses to start', async () => {
    const port = await freePort();
    const first = launch(port);
    const startedAt = Date.now();
    await waitHealthy(port);
    console.log(`server healthy after ${Date.now() - startedAt} ms`);

    const client = new TestClient(`http://127.0.0.1:${port}`);
    const created = await client.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
      p: ADMIN_PASSWORD,
    });
    expect(created.errors).toEqual([]);

    const second = launch(await freePort());
    expect(await second.exited).toBe(3);
    expect(second.output()).toMatch(/in use by another Wardlight server/);

    first.child.kill('SIGKILL');
    await first.exited;
    const again = launch(port);
    await waitHealthy(port);
    const login = await new TestClient(`http://127.0.0.1:${port}`).login('admin', ADMIN_PASSWORD);
    expect(login.body).toMatchObject({ ok: true });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
