export type FormMode = 'new' | 'edit' | 'copy';

export type FormTarget =
  | { mode: 'new' }
  | { mode: 'edit'; id: number }
  | { mode: 'copy'; sourceId: number }
  | { mode: 'invalid' };

/**
 * The navigation state of a copy: `edit/-1` filled from record `copyOf`. State, not the query,
 * because the modal stack keeps the query when it closes and the list would inherit it.
 */
export interface CopyState {
  copyOf: number;
}

export function copyState(sourceId: number): CopyState {
  return { copyOf: sourceId };
}

const ID = /^[1-9]\d*$/;

function copySource(state: unknown): number | null {
  const copyOf = (state as Partial<CopyState> | null)?.copyOf;
  return typeof copyOf === 'number' && Number.isInteger(copyOf) && copyOf > 0 ? copyOf : null;
}

/**
 * What a form at `edit/:id?` opens (spec part 1 §2, "Form pages"): no id, -1 or 0 is a new
 * record, and a copy is a new record (its id reset) filled from its source.
 */
export function formTarget(idParam: string | undefined, locationState: unknown): FormTarget {
  if (idParam === undefined || idParam === '' || idParam === '-1' || idParam === '0') {
    const source = copySource(locationState);
    return source === null ? { mode: 'new' } : { mode: 'copy', sourceId: source };
  }
  return ID.test(idParam) ? { mode: 'edit', id: Number(idParam) } : { mode: 'invalid' };
}

/** The record the form loads first, if any. */
export function loadedId(target: FormTarget): number | null {
  if (target.mode === 'edit') return target.id;
  if (target.mode === 'copy') return target.sourceId;
  return null;
}
