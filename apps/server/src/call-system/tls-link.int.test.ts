import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSimulator, startSimulator } from '@wardlight/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSigned } from '../../test/tls-certificates';
import { checkConfigurator } from './connect-check';
import type { Endpoint } from './endpoint';
import { HttpLink } from './http-link';
import { LinkError } from './link-error';
import { configureConfiguratorTrust } from './tls-trust';

async function failure(promise: Promise<unknown>): Promise<LinkError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LinkError);
  return error as LinkError;
}

/** The first message of the event socket, or the error that ended it. */
async function firstMessage(link: HttpLink): Promise<string> {
  const stream = link.openEvents(null);
  const messages = stream[Symbol.asyncIterator]();
  try {
    const next = await messages.next();
    return next.done ? 'ended' : next.value.type;
  } finally {
    await messages.return?.();
  }
}

describe('a configurator over HTTPS with a self-signed certificate', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-tls-'));
  const served = selfSigned(dir, 'configurator');
  const other = selfSigned(dir, 'other');
  let sim: RunningSimulator;
  const endpoint = (tls: Endpoint['tls'], password = 'admin'): Endpoint => ({
    ip: '127.0.0.1',
    port: sim.port,
    username: 'admin',
    password,
    tls,
  });

  beforeAll(async () => {
    sim = await startSimulator({ port: 0, tickMs: 0, tls: { key: served.key, cert: served.cert } });
  });
  afterAll(async () => {
    configureConfiguratorTrust({});
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('links with the pinned fingerprint: REST with the credentials, and the event socket over wss', async () => {
    expect(sim.url).toMatch(/^https:/);
    const link = new HttpLink({ endpoint: endpoint({ fingerprint: served.fingerprint }) });
    expect((await link.firmware()).version).toEqual(expect.any(String));
    expect(await firstMessage(link)).toBe('hello');
    // The credentials really travel over the pinned connection: a wrong password is refused by the configurator.
    const wrong = new HttpLink({ endpoint: endpoint({ fingerprint: served.fingerprint }, 'nope') });
    expect((await failure(wrong.firmware())).kind).toBe('unauthorized');
  });

  it('refuses another certificate than the pinned one, before sending anything', async () => {
    const link = new HttpLink({ endpoint: endpoint({ fingerprint: other.fingerprint }) });
    const error = await failure(link.firmware());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/not the pinned one/);
    await expect(firstMessage(link)).rejects.toThrow(/not the pinned one/);
  });

  it('refuses the self-signed certificate when nothing trusts it', async () => {
    const link = new HttpLink({ endpoint: endpoint({}) });
    expect((await failure(link.firmware())).message).toMatch(/self[- ]signed/i);
    await expect(firstMessage(link)).rejects.toThrow(/self[- ]signed/i);
    await expect(
      checkConfigurator({ ip: `https://127.0.0.1:${sim.port}`, username: 'admin', password: 'admin' }),
    ).rejects.toThrow(/failed to fetch firmware version/);
  });

  it('trusts it through CONFIGURATOR_CA_FILE, for an https:// address too', async () => {
    configureConfiguratorTrust({ caFile: served.certPath });
    const link = new HttpLink({ endpoint: endpoint({}) });
    expect((await link.firmware()).version).toEqual(expect.any(String));
    expect(await firstMessage(link)).toBe('hello');
    const check = await checkConfigurator({
      ip: `https://127.0.0.1:${sim.port}`,
      username: 'admin',
      password: 'admin',
    });
    expect(check.ok).toBe(true);
    // Another certificate authority's file does not open it.
    configureConfiguratorTrust({ caFile: other.certPath });
    expect((await failure(link.firmware())).kind).toBe('unreachable');
  });
});
