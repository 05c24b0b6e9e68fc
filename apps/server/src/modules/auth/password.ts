import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports a const enum, which verbatimModuleSyntax cannot inline.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id baseline (19 MiB, 2 passes): ~20 ms here, slow enough for offline guessing.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash of a random password nobody knows, made once: checking against it costs what checking a
// real user's password costs, so a reply's timing does not tell whether the user exists.
let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password` against the user's hash, or against a dummy hash when there is no user (or no
 * local password), so both paths run one argon2 verify and answer alike (ADR 0020).
 */
export async function verifyPasswordOrDummy(passwordHash: string | null | undefined, password: string) {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}
