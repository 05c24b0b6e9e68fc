import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../testing/api-client';
import { upgradeStatus } from '../testing/event-client';
import { startTestSimulator, type TestSimulator } from '../testing/harness';

describe('Basic auth', () => {
  let t: TestSimulator;
  beforeAll(async () => {
    t = await startTestSimulator({ username: 'tech', password: 's3cret' });
  });
  afterAll(() => t.close());

  it('answers with the right credentials', async () => {
    const response = await apiClient(t.url, { username: 'tech', password: 's3cret' }).get('/api/v1/firmware');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version: expect.any(String) });
  });

  it.each([
    ['no credentials', null],
    ['the default credentials', { username: 'admin', password: 'admin' }],
    ['a wrong password', { username: 'tech', password: 'wrong' }],
  ])('refuses %s with a JSON 401', async (_name, credentials) => {
    const response = await apiClient(t.url, credentials).get('/api/v1/config');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(response.body).toEqual({ error: { key: 'unauthorized', message: expect.any(String) } });
  });

  it('guards the control API and unknown paths too', async () => {
    const anonymous = apiClient(t.url, null);
    expect((await anonymous.post('/sim/press', { device: 23, button: 'alert' })).status).toBe(401);
    expect((await anonymous.get('/nothing/here')).status).toBe(401);
  });

  it('refuses the WebSocket upgrade with a JSON 401', async () => {
    const refused = await upgradeStatus(t.url, { username: 'tech', password: 'wrong' });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({ error: { key: 'unauthorized', message: expect.any(String) } });
    expect((await upgradeStatus(t.url, { username: 'tech', password: 's3cret' })).status).toBe(101);
  });
});
