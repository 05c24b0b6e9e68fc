import { readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../simulator';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator, tempStateFile } from '../testing/harness';

describe('persistence across a restart', () => {
  const running: TestSimulator[] = [];
  afterEach(async () => {
    for (const t of running.reverse()) await t.close();
    running.length = 0;
  });

  async function start(t: Promise<TestSimulator>) {
    const started = await t;
    running.push(started);
    return started;
  }

  it('keeps open calls, staged changes and continues the sequence', async () => {
    const first = await start(startTestSimulator());
    await first.api.post('/sim/press', { device: 23, button: 'alert' });
    await first.api.post('/sim/press', { device: 10, button: 'presence' });
    await first.api.put('/api/v1/config/call_sources/5', { number: 5, text: 'Flur' });
    const before = (await first.api.get('/api/v1/calls')).body;

    const second = await start(first.restart());

    const after = (await second.api.get('/api/v1/calls')).body;
    expect(after).toEqual(before);
    expect((await second.api.get('/api/v1/config/staged')).body.changes).toHaveLength(1);
    const events = await openEvents(second.url, { since: 0, stream: before.stream_id });
    await events.next((m) => m.type === 'live');
    expect(events.events().map((m) => m.seq)).toEqual([1, 2]);
    await second.api.post('/sim/press', { device: 23, button: 'alert' });
    const closed = await events.next((m) => m.type === 'call.closed');
    expect(closed.seq).toBe(before.seq + 1);
    await events.close();
    expect(readdirSync(dirname(first.stateFile))).toEqual(['simulator.json']);
  });

  it('reports a commit cut off by the restart, with its changes still staged', async () => {
    const first = await start(startTestSimulator({ commitMs: 60_000 }));
    await first.api.delete('/api/v1/config/display_groups/5');
    expect((await first.api.post('/api/v1/commit')).status).toBe(202);

    const second = await start(first.restart());

    const status = (await second.api.get('/api/v1/commit')).body;
    expect(status).toMatchObject({ status: 'failed', error: { key: 'commit_interrupted' }, staged_count: 1 });
  });

  it('refuses to start on a damaged state file rather than restarting the sequence', async () => {
    const file = tempStateFile();
    const first = await startTestSimulator({}, file.path);
    await first.close();
    writeFileSync(file.path, '{"format": 99}');

    await expect(startSimulator({ port: 0, tickMs: 0, stateFile: file.path })).rejects.toThrow(/unknown format/);
    file.cleanup();
  });
});
