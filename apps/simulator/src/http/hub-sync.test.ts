import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../testing/harness';
import { SIM_HUB_CREDENTIALS } from '../world/hubs';

// The simulator plays the hubs' side of a hub sync (ADR 0045, "Hubs"): credentials, a new last sync, a log.

describe('hub sync', () => {
  let t: TestSimulator;
  beforeEach(async () => {
    t = await startTestSimulator();
  });
  afterEach(() => t.close());

  const firstHub = async () => {
    const hubs = (await t.api.get('/api/v1/config')).body.hubs as { id: number }[];
    return hubs[0]?.id as number;
  };

  it('syncs with the right credentials, refuses wrong ones, and keeps both in the hub log', async () => {
    const hub = await firstHub();
    const refused = await t.api.post(`/api/v1/hubs/${hub}/sync`, { username: 'admin', password: 'falsch' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.key).toBe('hub_login_failed');
    const synced = await t.api.post(`/api/v1/hubs/${hub}/sync`, SIM_HUB_CREDENTIALS);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ hub_id: hub, status: 'Ready', last_sync: expect.any(String) });
    const logs = await t.api.get(`/api/v1/hubs/${hub}/logs`);
    expect(logs.body.lines.map((l: { level: string; text: string }) => `${l.level} ${l.text}`)).toEqual([
      'warn login refused for admin',
      'info login admin',
      `info sync started: ${synced.body.devices} devices`,
      'info sync done',
    ]);
  });

  it('does not answer while the hub is silent, and knows no hub that is not configured', async () => {
    const hub = await firstHub();
    await t.api.post('/sim/silence', { hub_id: hub, silent: true });
    expect((await t.api.post(`/api/v1/hubs/${hub}/sync`, SIM_HUB_CREDENTIALS)).status).toBe(504);
    expect((await t.api.get('/api/v1/hubs/9999/logs')).status).toBe(404);
  });
});
