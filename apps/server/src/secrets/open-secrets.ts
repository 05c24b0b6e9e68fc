import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { sealStoredPasswords } from './sealed-passwords';
import { type SecretBox, secretBox } from './secret-box';
import { loadSecretKey } from './secret-key';

/**
 * At start, after the database is open: the key (ADR 0021), and the stored configurator passwords
 * sealed with it. Refuses (StartRefused) without a usable key on PostgreSQL or with the wrong key.
 */
export async function openSecrets(
  config: Pick<ServerConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>,
  database: Database,
  log: Logger,
): Promise<SecretBox> {
  const loaded = loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, databaseUrl: database.url });
  if (loaded.origin === 'new key file') {
    log.warn(
      { path: loaded.path },
      `Created ${loaded.path}: it encrypts the configurator passwords. Back it up with the database (README, "Secrets").`,
    );
  }
  const box = secretBox(loaded.key);
  const { sealed } = await sealStoredPasswords(database.db, box);
  if (sealed > 0) log.info({ sealed }, 'configurator passwords stored in clear text are now encrypted');
  return box;
}
