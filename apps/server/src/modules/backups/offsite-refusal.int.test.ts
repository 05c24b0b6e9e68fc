import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OffsiteError, uploadBackup } from './offsite';

// A store that refuses the credentials and closes the connection before the backup's body has been sent
// (s3rver does this now and then, a loaded machine more often): the upload still names the store's refusal,
// not the broken pipe.

const REFUSAL =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidAccessKeyId</Code>' +
  '<Message>The AWS Access Key Id you provided does not exist in our records.</Message></Error>';
let store: Server;
let endpoint = '';
let dir = '';
const seen: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wardlight-refusal-'));
  // 8 MiB: far more than the socket takes before the store has closed it.
  writeFileSync(join(dir, 'backup.tar.gz'), Buffer.alloc(8 * 1024 * 1024, 7));
  store = createServer((req, res) => {
    seen.push(req.method ?? '');
    if (req.method === 'PUT') {
      // The connection dropped with the body unread: what the client sees when the store's answer lost the
      // race against the body it was still writing (EPIPE, ECONNRESET).
      req.socket.destroy();
      return;
    }
    res.writeHead(403, { 'content-type': 'application/xml', connection: 'close' });
    res.end(REFUSAL);
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => store?.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('online backup against a store that hangs up on refused credentials', () => {
  it('names the refusal (not registered), asking the store again without a body', async () => {
    const error = await uploadBackup(
      { kind: 's3', path: 'wardlight', bucket: 'care-home', endpoint, accessKey: 'NOBODY', secret: 'x' },
      join(dir, 'backup.tar.gz'),
      'backup.tar.gz',
    ).then(
      () => null,
      (e: OffsiteError) => e,
    );
    expect(error?.code).toBe('not_registered');
    expect(seen[0]).toBe('PUT');
  });
});
