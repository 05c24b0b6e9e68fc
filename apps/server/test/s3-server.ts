import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on loopback with one bucket, for the storage adapter's tests. */
export async function startS3(bucket: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  let stopped: Promise<void> | null = null;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // Once, whoever asks first (a test that takes the server away, then the file's teardown).
    stop: () => {
      stopped ??= s3.close().finally(() => rmSync(dir, { recursive: true, force: true }));
      return stopped;
    },
  };
}
