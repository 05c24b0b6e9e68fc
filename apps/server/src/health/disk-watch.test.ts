import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type DiskCheck, watchDisk } from './disk-watch';
import { createHealth } from './health';

const log = pino({ level: 'silent' });

/** A watch over a scripted disk: `answer` says what the next checks find. */
function scripted(answer: DiskCheck) {
  const health = createHealth();
  const statuses: string[] = [];
  health.onChange((report) =>
    statuses.push(`${report.status}${report.problems[0] ? `: ${report.problems[0].reason}` : ''}`),
  );
  const checks: boolean[] = [];
  const watch = watchDisk({
    dir: '/data',
    health,
    log,
    everyMs: 5,
    timeoutMs: 200,
    check: (options) => {
      checks.push(options.written);
      return answer(options);
    },
  });
  return { health, statuses, checks, watch };
}

describe('the disk watch', () => {
  it('is failing while the disk is full, once, and ok again once when it is not', async () => {
    let problem: string | null = 'less than 16 MB free in /data';
    const { statuses, checks, watch } = scripted(async () => problem);
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(3));
    problem = null;
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('ok'));
    watch.close();
    expect(statuses).toEqual(['failing: less than 16 MB free in /data', 'ok']);
  });

  it('keeps a refused write failing until a written probe passes', async () => {
    let isProbeRefused = true;
    const { statuses, checks, watch } = scripted(async ({ written }) =>
      written && isProbeRefused ? 'the disk reports an I/O error (EIO): /data refuses writes' : null,
    );
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(0));
    watch.refused('I/O error');
    await vi.waitFor(() => expect(checks.filter(Boolean).length).toBeGreaterThan(2));
    // Only the first words are told: the probe's finding replaces them, then nothing repeats.
    expect(statuses).toEqual([
      'failing: a write of the database was refused: I/O error',
      'failing: the disk reports an I/O error (EIO): /data refuses writes',
    ]);
    isProbeRefused = false;
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('ok'));
    // Once the probe passed, the checks need no writing any more.
    const after = checks.length;
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(after + 2));
    expect(checks.slice(after)).not.toContain(true);
    watch.close();
  });

  it('counts a disk that does not answer as failing', async () => {
    const { statuses, watch } = scripted(() => new Promise(() => {}));
    await vi.waitFor(() =>
      expect(statuses).toEqual(['failing: the disk under /data does not answer (no answer within 200 ms)']),
    );
    watch.close();
  });

  it('stays failing once the database is lost, whatever the disk says afterwards', async () => {
    const { statuses, checks, watch } = scripted(async () => null);
    watch.lost(new Error('the embedded database stopped after a PANIC (…)'));
    const after = checks.length;
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(after + 3));
    expect(statuses).toEqual([
      'failing: the embedded database stopped and the server restarts: the embedded database stopped after a PANIC (…)',
    ]);
    watch.close();
  });
});
