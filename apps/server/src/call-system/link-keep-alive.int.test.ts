import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkSupervisor } from './link-supervisor';
import { CallsConsumer, SimLab, spawnSimulatorProcess, superviseFor } from './link-test-kit';

describe('link supervisor keep-alive', () => {
  const lab = new SimLab();
  let child: ChildProcess | undefined;
  let supervisor: LinkSupervisor | undefined;
  afterEach(async () => {
    await supervisor?.stop();
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await lab.cleanup();
  });

  it('counts a frozen configurator offline within 10 s, with default timings, and recovers when it resumes', async () => {
    // SIGSTOP keeps the TCP connection open but silent: no close frame, no RST — only the keep-alive sees it.
    const started = spawnSimulatorProcess(lab.stateFile);
    child = started.child;
    const port = Number(new URL(await started.url).port);
    const consumer = new CallsConsumer();
    supervisor = superviseFor({ ip: `127.0.0.1:${port}`, username: 'admin', password: 'admin' }, consumer, {
      backoff: { initialMs: 250, maxMs: 5_000 },
    });
    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'), { timeout: 10_000 });

    child.kill('SIGSTOP');
    const frozenAt = Date.now();
    await vi.waitFor(() => expect(supervisor?.state).toBe('offline'), { timeout: 10_000, interval: 50 });
    const offlineAfterMs = Date.now() - frozenAt;
    child.kill('SIGCONT');

    await vi.waitFor(() => expect(supervisor?.state).toBe('ready'), { timeout: 10_000 });
    expect(offlineAfterMs).toBeLessThan(10_000);
    expect(supervisor.detail.error).toBeNull();
    expect(consumer.states).toEqual(['loading', 'ready', 'offline', 'loading', 'ready']);
  });
});
