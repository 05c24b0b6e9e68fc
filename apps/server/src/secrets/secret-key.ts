import { hkdfSync, randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartRefused } from '../start-refused';

export const KEY_FILE = 'secret.key';
const MIN_PASSPHRASE = 16;

export interface SecretKeySource {
  /** SECRET_KEY: 32 bytes as 64 hex digits or base64, or a passphrase of 16 characters or more. */
  secretKey?: string | undefined;
  dataDir: string;
  /** On PostgreSQL a key is never generated: every instance must use the same one. */
  databaseUrl?: string | undefined;
}

export interface LoadedKey {
  key: Buffer;
  /** Where it came from, for the start log line (never the key itself). */
  origin: 'SECRET_KEY' | 'key file' | 'new key file';
  path?: string;
}

/** SECRET_KEY as given: raw bytes when it is 32 bytes in hex or base64, else a passphrase through HKDF. */
export function keyFromSetting(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
    if (bytes.length === 32) return bytes;
  }
  if (value.length < MIN_PASSPHRASE) {
    throw new StartRefused(
      `SECRET_KEY is neither 32 bytes (64 hex digits or base64) nor a passphrase of ${MIN_PASSPHRASE} characters or more`,
    );
  }
  // A fixed salt: the same passphrase must give the same key on every instance and after a restore.
  return Buffer.from(hkdfSync('sha256', value, 'wardlight', 'configurator secrets v1', 32));
}

function readKeyFile(path: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new StartRefused(`cannot read the secret key file ${path}: ${(error as Error).message}`);
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new StartRefused(`the secret key file ${path} does not hold 32 bytes (base64)`);
  return key;
}

/**
 * The key that seals configurator passwords (ADR 0021): SECRET_KEY, else `secret.key` in the data
 * directory, created (mode 0600) on the first start of an embedded database. On PostgreSQL the file is
 * used only when it exists: instances that each made their own key could not read each other's rows.
 */
export function loadSecretKey(source: SecretKeySource): LoadedKey {
  if (source.secretKey) return { key: keyFromSetting(source.secretKey), origin: 'SECRET_KEY' };
  const path = join(source.dataDir, KEY_FILE);
  const existing = readKeyFile(path);
  if (existing) return { key: existing, origin: 'key file', path };
  if (source.databaseUrl) {
    throw new StartRefused(
      `On PostgreSQL set SECRET_KEY (the same on every instance), e.g. SECRET_KEY=$(openssl rand -base64 32), ` +
        `or place that key in ${path}: it encrypts the configurator passwords in the database.`,
    );
  }
  const key = randomBytes(32);
  try {
    // `wx`: two servers starting at once must not overwrite each other's key. Synced with its directory
    // entry: a key lost to a power cut or a disk that fails (ADR 0024) leaves the stored, durable passwords
    // sealed with a key nobody has.
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx', flush: true });
    syncDirectory(source.dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = readKeyFile(path);
      if (raced) return { key: raced, origin: 'key file', path };
    }
    throw new StartRefused(`cannot create the secret key file ${path}: ${(error as Error).message}`);
  }
  return { key, origin: 'new key file', path };
}

function syncDirectory(dir: string): void {
  if (process.platform === 'win32') return; // a directory cannot be opened for fsync there
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
