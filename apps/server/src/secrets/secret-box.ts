import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the server must be able to read back (a configurator's password: the link sends it), kept
 * encrypted at rest with AES-256-GCM (ADR 0021). A sealed value is `v1:<iv>:<tag>:<ciphertext>`, each
 * part base64, so it fits the text column it replaces and a later format can be told apart.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws SecretUnreadable for a value this key cannot open. */
  open(stored: string): string;
  /** The same key for another use (the mail server's password): what one seals, the other cannot open. */
  forUse(use: string): SecretBox;
}

export const SEALED_PREFIX = 'v1:';
const IV_BYTES = 12;
// Binds a sealed value to its use: a ciphertext copied into another column would not open there.
const USE = 'configurator-password';

export class SecretUnreadable extends Error {
  override readonly name = 'SecretUnreadable';
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}

export function secretBox(key: Buffer, use = USE): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  const AAD = Buffer.from(`wardlight/${use}`);
  return {
    forUse: (other) => secretBox(key, other),
    seal(plain) {
      // An empty password means "none" (has_password); there is nothing to hide in it.
      if (plain === '') return '';
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(AAD);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${SEALED_PREFIX}${iv.toString('base64')}:${tag.toString('base64')}:${body.toString('base64')}`;
    },
    open(stored) {
      if (stored === '') return '';
      if (!isSealed(stored)) throw new SecretUnreadable('the stored secret is not sealed (v1)');
      const [, iv = '', tag = '', body = ''] = stored.split(':');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64')).setAAD(AAD);
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
      } catch (error) {
        throw new SecretUnreadable('the stored secret does not open with this SECRET_KEY (another key sealed it)', {
          cause: error,
        });
      }
    },
  };
}
