/**
 * A deterministic number in [0, 1) for (seed, tick, subject, purpose). Hashing instead of a running
 * generator keeps the world reproducible across restarts without persisting generator state.
 */
export function chance(seed: number, tick: number, subject: number, purpose: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  for (const part of [tick, subject, purpose]) {
    h = Math.imul(h ^ part, 0xcc9e2d51);
    h = (h << 15) | (h >>> 17);
    h = Math.imul(h, 0x1b873593);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}
