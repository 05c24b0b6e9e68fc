import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { take } from './client';
import { startServer } from './harness';
import { freePort, launchServer, migratedDataDir, waitHealthy } from './processes';

const MESSAGES = 'subscription { systemMessages { subject payload } }';
type Msg = { systemMessages: { subject: string } };

/** The socket gateways (ADR 0050) `parent` started: its children whose command line names the gateway. */
function gatewaysOf(parent: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (ppid === parent && /gateway(-entry)?\.mjs/.test(command)) found.push(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

const gone = (pid: number) =>
  !existsSync(`/proc/${pid}/stat`) || /\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));

describe('the socket gateway', () => {
  it('takes its sockets with it when it dies; the server stays up and the next socket starts a new one', async () => {
    const server = await startServer();
    try {
      const first = server.client().socket();
      const closed = new Promise<number>((resolve) => first.on('closed', (e) => resolve((e as { code: number }).code)));
      // Connected and subscribed: the first message (restart) is in.
      await take<Msg>(first, MESSAGES, 1);
      const [gateway, ...more] = gatewaysOf(process.pid);
      expect(gateway).toBeDefined();
      expect(more).toEqual([]);

      process.kill(gateway as number, 'SIGKILL');
      // Abnormal closure: the client's reconnect schedule takes it from there (retryable-close.ts).
      expect(await closed).toBe(1006);
      await first.dispose();

      expect((await fetch(`${server.url}/backend/health`)).status).toBe(200);
      const second = server.client().socket();
      const [restart] = await take<Msg>(second, MESSAGES, 1);
      expect(restart?.systemMessages.subject).toBe('restart');
      const now = gatewaysOf(process.pid);
      expect(now).toHaveLength(1);
      expect(now).not.toContain(gateway);
      await second.dispose();
    } finally {
      await server.close();
    }
    // Closing the server ends its gateway too.
    await vi.waitFor(() => expect(gatewaysOf(process.pid)).toEqual([]), { timeout: 5000, interval: 50 });
  });
});

describe('the socket gateway of a server process', { timeout: 120_000 }, () => {
  const dataDir = migratedDataDir('wardlight-gateway-');
  const running: ChildProcess[] = [];
  afterAll(() => {
    for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is started with the server, from its bundle, and ends when the server is killed', async () => {
    const port = await freePort();
    const server = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const pid = server.child.pid as number;
    // Started at once (main.ts), not with the first socket.
    await vi.waitFor(() => expect(gatewaysOf(pid)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [gateway] = gatewaysOf(pid);
    expect(readFileSync(`/proc/${gateway}/cmdline`, 'utf8')).toContain('dist/gateway.mjs');

    server.child.kill('SIGKILL');
    await server.exited;
    // No orphan holding sockets open: it ends when its channel to the server closes.
    await vi.waitFor(() => expect(gone(gateway as number)).toBe(true), { timeout: 5000, interval: 50 });
  });
});
