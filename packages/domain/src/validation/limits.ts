import type { IssueList } from './issue';
import type { ValidationKey } from './keys';

/**
 * Rules against other records and against limits (spec part 1 §5). Counts are of what exists
 * without the record being saved: adding one more must stay within `max`.
 */

/** A value no other record has, compared trimmed and case-insensitively as the server's unique check. */
export function unique(field: string, value: string | null | undefined, taken: Iterable<string>, list: IssueList) {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return true;
  for (const other of taken) {
    if (other.trim().toLowerCase() === wanted) {
      list.add(field, 'unique');
      return false;
    }
  }
  return true;
}

/**
 * Entries of one list that repeat an earlier one (e.g. a display group's connections): each repeat is
 * reported at its path, `connections[2]`, the way the configurator names list entries.
 */
export function noDuplicates<T>(field: string, items: readonly T[], keyOf: (item: T) => string, list: IssueList) {
  const seen = new Set<string>();
  let ok = true;
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) {
      list.add(`${field}[${index}]`, 'duplicate');
      ok = false;
    }
    seen.add(key);
  });
  return ok;
}

function limitRule(key: ValidationKey) {
  return (field: string, count: number, max: number, list: IssueList): boolean => {
    if (count < max) return true;
    list.add(field, key, { max });
    return false;
  };
}

/** One more than the license allows (configurators against `systems`, devices, visuals…). */
export const licenseLimit = limitRule('license_limit');
/** A fixed maximum number of records, e.g. schedules or call types. */
export const maxCount = limitRule('max_count');
/** A section holds at most `max` devices. */
export const sectionFull = limitRule('section_full');

/** Checkpoint numbers as the hardware counts them (flight profiles, escape profiles, checkpoint maps). */
export const CHECKPOINT_NUMBER = { min: 1, max: 65535 } as const;
