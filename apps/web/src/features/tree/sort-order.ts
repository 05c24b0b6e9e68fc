/** `ids` with the entry at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveEntry<T>(ids: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
