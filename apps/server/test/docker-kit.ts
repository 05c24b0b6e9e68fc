import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// What the tests of deploy/ in a Docker engine (*.docker.test.ts) share.

export const run = promisify(execFile);
export const REPOSITORY = fileURLToPath(new URL('../../..', import.meta.url));

/** `docker …` in the repository's root; what it printed, trimmed. */
export async function docker(...args: string[]): Promise<string> {
  return (await run('docker', args, { cwd: REPOSITORY, maxBuffer: 64 << 20 })).stdout.trim();
}

/** The public half of a licence key pair made for the run, as LICENSE_PUBLIC_KEYS takes it (base64 DER). */
export function freshLicenceKey(): string {
  return generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

/** The setup code a server logged while setup is open (ADR 0021), from its log. */
export function loggedSetupCode(log: string): string | undefined {
  return /"setup_code":"([0-9A-Z-]+)"/.exec(log)?.[1];
}
