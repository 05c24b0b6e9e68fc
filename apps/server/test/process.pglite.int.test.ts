import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from './client';
import { ADMIN_PASSWORD } from './fixtures';
import { freePort, launchServer, migratedDataDir, waitHealthy } from './processes';

const dataDir = migratedDataDir('wardlight-proc-');
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// Three server processes start here, each compiling the sources; on a busy two-core machine that is
// well over the default 30 s.
describe('the server as a process on an embedded database', { timeout: 120_000 }, () => {
  it('keeps committed data across a kill, and a second server on the same directory refuses to start', async () => {
    const port = await freePort();
    const first = launchServer(port, dataDir, running);
    const startedAt = Date.now();
    await waitHealthy(port);
    console.log(`server healthy after ${Date.now() - startedAt} ms`);

    const client = new TestClient(`http://127.0.0.1:${port}`);
    const created = await client.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
      p: ADMIN_PASSWORD,
    });
    expect(created.errors).toEqual([]);

    const second = launchServer(await freePort(), dataDir, running);
    expect(await second.exited).toBe(3);
    expect(second.output()).toMatch(/in use by another Wardlight server/);

    first.child.kill('SIGKILL');
    await first.exited;
    const again = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const login = await new TestClient(`http://127.0.0.1:${port}`).login('admin', ADMIN_PASSWORD);
    expect(login.body).toMatchObject({ ok: true });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
