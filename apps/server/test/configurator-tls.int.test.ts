import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSimulator, startSimulator } from '@wardlight/simulator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systems } from '../src/db/schema/index';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';
import { selfSigned } from './tls-certificates';

// A configurator set to HTTPS in the console (ADR 0021): the link uses HTTPS and WSS, trusting the
// pinned certificate, and refuses another one.

const dir = mkdtempSync(join(tmpdir(), 'wardlight-tls-api-'));
const served = selfSigned(dir, 'configurator');
const other = selfSigned(dir, 'other');
let sim: RunningSimulator;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  sim = await startSimulator({ port: 0, tickMs: 0, tls: { key: served.key, cert: served.cert } });
  server = await startServer();
  admin = await setUpAdmin(server);
});
afterAll(async () => {
  await server.close();
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
});

type Param = {
  id: number;
  tls: boolean;
  tls_fingerprint: string | null;
  link_state: string;
  link_error: string | null;
};
const FIELDS = 'id tls tls_fingerprint link_state link_error';

async function param(id: number): Promise<Param | undefined> {
  const res = await admin.gql<{ systemParam: Param }>(`query($id: Int!) { systemParam(id: $id) { ${FIELDS} } }`, {
    id,
  });
  return res.data?.systemParam;
}

describe('a configurator over HTTPS, set up in the console', () => {
  let id: number;

  it('refuses a fingerprint that is no SHA-256', async () => {
    const res = await admin.gql(`mutation($data: SystemParamInput!) { createSystemParam(data: $data) { id } }`, {
      data: { name: 'Haus', ip: '127.0.0.1', tcp_port: sim.port, tls: true, tls_fingerprint: 'AB:CD' },
    });
    expect(res.errors[0]?.extensions).toMatchObject({ validation: true, field: 'tls_fingerprint' });
  });

  it('links over HTTPS with the pinned certificate', async () => {
    const res = await admin.gql<{ createSystemParam: Param }>(
      `mutation($data: SystemParamInput!) { createSystemParam(data: $data) { ${FIELDS} } }`,
      {
        data: {
          name: 'Haus',
          ip: '127.0.0.1',
          tcp_port: sim.port,
          password: 'admin',
          tls: true,
          tls_fingerprint: served.fingerprint.toLowerCase(),
        },
      },
    );
    expect(res.errors).toEqual([]);
    id = res.data?.createSystemParam.id ?? -1;
    expect(res.data?.createSystemParam).toMatchObject({
      tls: true,
      tls_fingerprint: served.fingerprint.replaceAll(':', ''),
    });
    await vi.waitFor(async () => expect((await param(id))?.link_state).toBe('ready'), { timeout: 15_000 });
  });

  it('drops the link when the pin names another certificate, and the stored row says why', async () => {
    const res = await admin.gql(
      `mutation($id: Int!, $data: SystemParamInput!) { updateSystemParam(id: $id, data: $data) { id } }`,
      { id, data: { tls_fingerprint: other.fingerprint } },
    );
    expect(res.errors).toEqual([]);
    // The link restarts first (loading, no error yet), then fails on the pin: wait for the failure itself.
    await vi.waitFor(
      async () => {
        const shown = await param(id);
        expect(shown?.link_state).not.toBe('ready');
        expect(shown?.link_error ?? '').toMatch(/fingerprint|certificate/i);
      },
      { timeout: 15_000 },
    );
    const [row] = await server.app.database.db.select({ tls: systems.tls }).from(systems);
    expect(row?.tls).toBe(true);
  });
});
