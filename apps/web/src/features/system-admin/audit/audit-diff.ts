/** One line of an audit entry's change: a field, what it was and what it became (null: not there). */
export interface ChangeLine {
  field: string;
  from: unknown;
  to: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFromTo = (v: unknown): v is { from: unknown; to: unknown } => isRecord(v) && 'from' in v && 'to' in v;

/**
 * The change of an entry as lines (the server writes an update as one entry per field with `{ from, to }`,
 * a creation or deletion as the whole row). Anything else is shown as what it says.
 */
export function changeLines(entry: { action: string; field?: string | null; change: unknown }): ChangeLine[] {
  const { action, field, change } = entry;
  if (change === null || change === undefined) return [];
  if (field && isFromTo(change)) return [{ field, from: change.from, to: change.to }];
  if (!isRecord(change)) return [{ field: field ?? '', from: null, to: change }];
  return (
    Object.entries(change)
      .map(([key, value]) => {
        if (isFromTo(value)) return { field: key, from: value.from, to: value.to };
        return action === 'deleted' ? { field: key, from: value, to: null } : { field: key, from: null, to: value };
      })
      // A created or deleted row's empty fields say nothing.
      .filter((line) => valueText(line.from) !== '' || valueText(line.to) !== '')
  );
}

/** A value as text: lists joined, objects as JSON, nothing as an empty string. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
