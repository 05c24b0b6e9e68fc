import { PERMISSION_GROUPS } from '@wardlight/domain';

export interface CatalogueEntry {
  code: string;
  group: string;
  action: string;
}

export interface CatalogueGroup {
  group: string;
  entries: CatalogueEntry[];
}

const ORDER: readonly string[] = Object.keys(PERMISSION_GROUPS);

function rank(group: string): number {
  const at = ORDER.indexOf(group);
  return at === -1 ? ORDER.length : at;
}

/**
 * The server's catalogue in the picker's groups: the groups in the order packages/domain lists
 * them (a group the domain does not know yet goes last), each keeping the server's order.
 */
export function groupCatalogue(entries: readonly CatalogueEntry[]): CatalogueGroup[] {
  const byGroup = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), entry]);
  return [...byGroup.entries()]
    .map(([group, groupEntries]) => ({ group, entries: groupEntries }))
    .sort((a, b) => rank(a.group) - rank(b.group));
}

/** Turns codes on or off (a whole group, or one), keeping every other code as it is. */
export function toggleCodes(selected: readonly string[], codes: readonly string[], on: boolean): string[] {
  const toggled = new Set(codes);
  const others = selected.filter((code) => !toggled.has(code));
  return on ? [...others, ...codes] : others;
}
