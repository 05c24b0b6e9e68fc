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
