// Online backup to a file-storage drive (spec part 1 §2, §3, §4; ADR 0042): each new backup is copied off
// the machine, to an S3-compatible store or to a mounted path (a network share, a USB drive). The vendor's
// cloud is not public; the spec's fields are mapped onto these two (ADR 0042 has the table).
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';

/** The S3 client is loaded with the first upload: ≈ 22 MiB the idle server does not carry (issue 11). */
const s3 = () => import('@aws-sdk/client-s3');

export interface OffsiteTarget {
  /** Kind of store: `s3` when team_drive (the store's address) or root_folder_id (the bucket) is set. */
  kind: 's3' | 'path';
  /** S3: the key prefix; mounted: the directory. */
  path: string;
  /** S3: the bucket. */
  bucket: string;
  /** S3: the store's address (the spec's "login URL"). */
  endpoint: string;
  accessKey: string;
  secret: string;
}

/** Why an upload failed, in the spec's words (part 1 §8, online backup; cloud sync's login errors). */
export type OffsiteErrorCode =
  | 'login_url_missing'
  | 'not_registered'
  | 'wrong_password'
  | 'account_disabled'
  | 'not_reachable'
  | 'upload_failed';

export class OffsiteError extends Error {
  constructor(
    readonly code: OffsiteErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function classify(error: unknown): OffsiteError {
  if (error instanceof OffsiteError) return error;
  // An S3ServiceException (the service answered), told by its metadata: the module is loaded lazily.
  if (error instanceof Error && '$metadata' in error && '$fault' in error) {
    const code =
      error.name === 'InvalidAccessKeyId'
        ? 'not_registered'
        : error.name === 'SignatureDoesNotMatch'
          ? 'wrong_password'
          : error.name === 'AccountProblem' || error.name === 'AllAccessDisabled'
            ? 'account_disabled'
            : 'upload_failed';
    return new OffsiteError(code, `${error.name}: ${error.message}`);
  }
  const errno = (error as NodeJS.ErrnoException).code;
  if (errno === 'ECONNREFUSED' || errno === 'ENOTFOUND' || errno === 'ETIMEDOUT' || errno === 'EHOSTUNREACH')
    return new OffsiteError('not_reachable', String((error as Error).message));
  return new OffsiteError('upload_failed', error instanceof Error ? error.message : String(error));
}

function s3Client(S3: typeof import('@aws-sdk/client-s3'), target: OffsiteTarget): S3Client {
  return new S3.S3Client({
    endpoint: target.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKey, secretAccessKey: target.secret },
    maxAttempts: 2,
    // No aws-chunked bodies with trailing checksums: S3-compatible stores (s3rver, older MinIO) store them as is.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A store that refuses the credentials may answer and close the connection while the backup's body is still
 * being sent: the client then reports the broken pipe (EPIPE, ECONNRESET), not the store's answer, and a
 * streamed body is not retried. A request without a body then asks the store what it thinks of the
 * credentials; its refusal (unknown key, wrong secret, disabled account) is the one to report. A store that
 * accepts them but refuses the listing (a write-only key) leaves the original error standing.
 */
async function refusalBehind(
  S3: typeof import('@aws-sdk/client-s3'),
  client: S3Client,
  target: OffsiteTarget,
  key: string,
  error: unknown,
): Promise<OffsiteError | null> {
  const errno = (error as NodeJS.ErrnoException).code;
  if (errno !== 'EPIPE' && errno !== 'ECONNRESET') return null;
  try {
    await client.send(new S3.ListObjectsV2Command({ Bucket: target.bucket, Prefix: key, MaxKeys: 1 }));
    return null;
  } catch (probe) {
    const answer = classify(probe);
    return answer.code === 'upload_failed' || answer.code === 'not_reachable' ? null : answer;
  }
}

/** Copies one backup file to the target under its own name; throws OffsiteError. */
export async function uploadBackup(target: OffsiteTarget, file: string, name: string): Promise<void> {
  try {
    if (target.kind === 'path') {
      if (!target.path) throw new OffsiteError('upload_failed', 'no directory given');
      await mkdir(target.path, { recursive: true });
      const temp = join(target.path, `.${name}.partial`);
      await copyFile(file, temp);
      const fh = await open(temp, 'r');
      try {
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(temp, join(target.path, name));
      return;
    }
    if (!target.endpoint) throw new OffsiteError('login_url_missing', 'the file store has no address');
    const S3 = await s3();
    const client = s3Client(S3, target);
    try {
      const size = (await stat(file)).size;
      const key = [target.path.replace(/^\/+|\/+$/g, ''), name].filter(Boolean).join('/');
      try {
        await client.send(
          new S3.PutObjectCommand({
            Bucket: target.bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: size,
          }),
        );
      } catch (error) {
        throw (await refusalBehind(S3, client, target, key, error)) ?? error;
      }
    } finally {
      client.destroy();
    }
  } catch (error) {
    throw classify(error);
  }
}

/** Checks that the target can be reached with its credentials (the settings form's test). */
export async function checkTarget(target: OffsiteTarget): Promise<void> {
  try {
    if (target.kind === 'path') {
      await mkdir(target.path, { recursive: true });
      return;
    }
    if (!target.endpoint) throw new OffsiteError('login_url_missing', 'the file store has no address');
    const S3 = await s3();
    const client = s3Client(S3, target);
    try {
      await client.send(new S3.HeadBucketCommand({ Bucket: target.bucket }));
    } finally {
      client.destroy();
    }
  } catch (error) {
    throw classify(error);
  }
}
