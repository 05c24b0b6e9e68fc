import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEvents } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';
import { eventually } from '../testing/wait-for';

describe('staging and commit', () => {
  let t: TestSimulator;
  beforeEach(async () => {
    t = await startTestSimulator({ commitMs: 200 });
  });
  afterEach(() => t.close());

  async function section(id: number) {
    const config = await t.api.get('/api/v1/config');
    return config.body.sections.find((s: { id: number }) => s.id === id);
  }

  it('stages a change, commits it with progress and makes it live', async () => {
    const before = await section(1);
    const startRevision = (await t.api.get('/api/v1/config')).body.revision;

    const put = await t.api.put('/api/v1/config/sections/1', { ...before, name: 'Wohnbereich Ost' });
    expect(put.status).toBe(200);
    expect(put.body.staged).toMatchObject({ kind: 'sections', id: 1, action: 'updated' });
    expect((await t.api.get('/api/v1/config/staged')).body.changes).toHaveLength(1);
    expect((await section(1)).name).toBe(before.name);

    // Long enough that the checks below run while the commit is still distributing, even on a busy machine.
    await t.api.post('/sim/settings', { commit_ms: 3000 });
    const events = await openEvents(t.url);
    const started = await t.api.post('/api/v1/commit');
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'committing', progress: 0 });
    expect((await t.api.post('/api/v1/commit')).status).toBe(409);
    expect((await t.api.put('/api/v1/config/sections/1', before)).body.error.key).toBe('commit_running');

    const finished = await events.next((m) => m.type === 'commit.finished');
    expect(finished.data).toEqual({ status: 'ready', revision: startRevision + 1, error: null });
    const progress = events
      .events()
      .filter((m) => m.type === 'commit.progress')
      .map((m) => m.data.progress);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await events.next((m) => m.type === 'config.changed' && m.data.reason === 'commit');

    const status = await t.api.get('/api/v1/commit');
    expect(status.body).toMatchObject({
      status: 'ready',
      progress: 100,
      error: null,
      revision: startRevision + 1,
      changelog: [{ kind: 'sections', id: 1, action: 'updated' }],
    });
    expect((await section(1)).name).toBe('Wohnbereich Ost');
    expect((await t.api.get('/api/v1/config/staged')).body.changes).toEqual([]);
    await events.close();
  });

  it('refuses an invalid entity at PUT with machine-readable errors', async () => {
    const schedule = await t.api.put('/api/v1/config/schedules/4', {
      name: 'Falsch',
      time_1: '08:00',
      time_2: '07:00',
    });
    expect(schedule.status).toBe(422);
    expect(schedule.body.error).toMatchObject({
      key: 'validation_failed',
      errors: [
        {
          key: 'schedule_intervals_not_ascending',
          kind: 'schedules',
          id: 4,
          field: 'time_2',
          data: { previous: '08:00', value: '07:00' },
        },
      ],
    });

    const node = await t.api.put('/api/v1/config/system_tree_nodes/23', {
      kind: 'wired',
      name: 'X',
      text_short: 'Too long',
    });
    expect(node.body.error.errors).toContainEqual(
      expect.objectContaining({ key: 'invalid_value', field: 'text_short', data: { reason: 'max_bytes', max: 7 } }),
    );
    expect((await t.api.put('/api/v1/config/gadgets/1', {})).body.error.key).toBe('unknown_kind');
  });

  it('refuses a commit whose result breaks rules across entities', async () => {
    const config = (await t.api.get('/api/v1/config')).body;
    const device23 = config.system_tree_nodes.find((n: { id: number }) => n.id === 23);
    await t.api.put('/api/v1/config/system_tree_nodes/500', {
      ...device23,
      id: 500,
      section_position: 40,
      section_id: 99,
    });

    const commit = await t.api.post('/api/v1/commit');

    expect(commit.status).toBe(422);
    const keys = commit.body.error.errors.map((e: { key: string; field: string }) => `${e.key}:${e.field}`);
    expect(keys).toEqual(expect.arrayContaining(['missing_relation:section_id', 'duplicate_serial:serial']));
    const status = (await t.api.get('/api/v1/commit')).body;
    expect(status).toMatchObject({ status: 'failed', error: { key: 'validation_failed' } });
    expect(status.staged_count).toBe(1);
  });

  it('withdraws staged changes that would change nothing', async () => {
    const before = await section(2);
    expect((await t.api.put('/api/v1/config/sections/2', before)).body.staged).toBeNull();
    await t.api.put('/api/v1/config/sections/9', { name: 'Neu' });
    expect((await t.api.delete('/api/v1/config/sections/9')).body.staged).toBeNull();
    expect((await t.api.get('/api/v1/config/staged')).body.changes).toEqual([]);
  });

  it('reports a commit the hardware failed, keeping the staged changes', async () => {
    await t.api.post('/sim/settings', { fail_next_commit: 'Hub 2 did not answer' });
    await t.api.delete('/api/v1/config/display_groups/5');

    await t.api.post('/api/v1/commit');

    const status = await eventually(async () => {
      const body = (await t.api.get('/api/v1/commit')).body;
      return body.status === 'failed' && body;
    });
    expect(status.error).toEqual({ key: 'commit_failed', message: 'Hub 2 did not answer' });
    expect(status.staged_count).toBe(1);
  });
});
