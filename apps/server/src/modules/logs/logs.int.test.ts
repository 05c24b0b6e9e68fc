import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin, userWith } from '../../../test/seed';
import { createLogger, type Logger, logDirOf } from '../../logger';
import { activateLicence } from '../tree/tree-test-kit';

// Issue 16 item 7 (ADR 0041): the server writes rotating log files in DATA_DIR/logs with pino-roll in a
// worker thread; /admin/logs lists them, filters by level and text, follows new lines and downloads.

const ENTRIES = `query($f: String, $l: String, $t: String, $a: Float, $n: Int) {
  logEntries(file: $f, level: $l, text: $t, after: $a, limit: $n) {
    file end_offset truncated entries { offset time level msg detail } } }`;

interface Page {
  file: string | null;
  end_offset: number;
  truncated: boolean;
  entries: { offset: number; time: string | null; level: string; msg: string; detail: string | null }[];
}

let dataDir: string;
let server: TestServer;
let admin: TestClient;
let log: Logger;

async function ok<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

/** Waits until the worker thread has written `count` lines. */
async function linesWritten(count: number): Promise<string> {
  const dir = logDirOf(dataDir) as string;
  const until = Date.now() + 10_000;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    const text = names[0] ? await readFile(join(dir, names[0]), 'utf8') : '';
    if (text.split('\n').filter(Boolean).length >= count) return names[0] as string;
    if (Date.now() > until) throw new Error(`log lines: ${text}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wardlight-logs-'));
  log = createLogger('info', { dir: logDirOf(dataDir), stdout: false });
  log.debug('not written: below the level');
  log.info({ system_id: 1 }, 'configurator link up');
  log.warn('disk is slow');
  log.error({ err: new Error('socket hang up') }, 'mail server failed');
  server = await startServer({ config: { dataDir } });
  admin = await setUpAdmin(server);
  await activateLicence(admin);
}, 30_000);
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('log files', () => {
  it('are written by the logger in DATA_DIR/logs, one JSON line per entry, rolled by day', async () => {
    const name = await linesWritten(3);
    expect(name).toMatch(/^wardlight\.\d{4}-\d\d-\d\d\.1\.log$/);
    const files = (
      await ok<{ logFiles: { name: string; size: number; current: boolean }[] }>(
        admin,
        '{ logFiles { name size current } }',
      )
    ).logFiles;
    expect(files).toEqual([{ name, size: expect.any(Number), current: true }]);
    expect(files[0]?.size).toBeGreaterThan(0);
  });

  it('are shown newest entries oldest first, filtered by least level and by text', async () => {
    await linesWritten(3);
    const all = (await ok<{ logEntries: Page }>(admin, ENTRIES, {})).logEntries;
    expect(all.entries.map((e) => [e.level, e.msg])).toEqual([
      ['info', 'configurator link up'],
      ['warn', 'disk is slow'],
      ['error', 'mail server failed'],
    ]);
    expect(JSON.parse(all.entries[0]?.detail ?? '{}')).toEqual({ system_id: 1 });
    expect(all.entries[2]?.detail).toContain('socket hang up');
    const warn = (await ok<{ logEntries: Page }>(admin, ENTRIES, { l: 'warn' })).logEntries;
    expect(warn.entries.map((e) => e.msg)).toEqual(['disk is slow', 'mail server failed']);
    const text = (await ok<{ logEntries: Page }>(admin, ENTRIES, { t: 'SOCKET HANG' })).logEntries;
    expect(text.entries.map((e) => e.msg)).toEqual(['mail server failed']);
    const last = (await ok<{ logEntries: Page }>(admin, ENTRIES, { n: 1 })).logEntries;
    expect(last).toMatchObject({ truncated: true, entries: [{ msg: 'mail server failed' }] });
  });

  it('are followed: a read after the last end offset brings only what was written since', async () => {
    await linesWritten(3);
    const first = (await ok<{ logEntries: Page }>(admin, ENTRIES, {})).logEntries;
    log.info('call 17 acknowledged');
    await linesWritten(4);
    const next = (await ok<{ logEntries: Page }>(admin, ENTRIES, { a: first.end_offset })).logEntries;
    expect(next.entries.map((e) => e.msg)).toEqual(['call 17 acknowledged']);
    expect(next.end_offset).toBeGreaterThan(first.end_offset);
    // A line still being written (no newline yet) waits for the next read.
    await appendFile(join(logDirOf(dataDir) as string, first.file as string), '{"level":30,"msg":"half');
    const none = (await ok<{ logEntries: Page }>(admin, ENTRIES, { a: next.end_offset })).logEntries;
    expect(none).toMatchObject({ entries: [], end_offset: next.end_offset });
    await appendFile(join(logDirOf(dataDir) as string, first.file as string), ' done"}\n');
    const done = (await ok<{ logEntries: Page }>(admin, ENTRIES, { a: next.end_offset })).logEntries;
    expect(done.entries.map((e) => e.msg)).toEqual(['half done']);
  });

  it('are downloaded whole; a name outside the directory is refused', async () => {
    const name = await linesWritten(3);
    const file = (
      await ok<{ downloadLogFile: { name: string; content: string } }>(
        admin,
        'query($n: String!) { downloadLogFile(name: $n) { name content } }',
        { n: name },
      )
    ).downloadLogFile;
    expect(file.name).toBe(name);
    expect(file.content).toContain('"msg":"disk is slow"');
    for (const n of ['../../etc/passwd', 'wardlight.log', '/etc/hostname.log']) {
      const reply = await admin.gql('query($n: String!) { downloadLogFile(name: $n) { name } }', { n });
      expect(reply.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
    }
  });

  it('are for system administrators only', async () => {
    const viewer = await userWith(server, admin, 'viewer', ['admin::use_module']);
    const reply = await viewer.gql('{ logFiles { name } }');
    expect(reply.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });
});
