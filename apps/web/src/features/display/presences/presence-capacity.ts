/** Spec part 2 §9: the presences column's geometry. */
export const DEFAULT_PRESENCE_CAPACITY = 20;
export const PRESENCE_ROW_GAP_PX = 10;
export const FULLSCREEN_RESERVED_PX = 80;
export const PRESENCE_COLLAPSE_MS = 60_000;

export interface CapacityInput {
  viewportHeight: number;
  /** Fullscreen reserves 80 px; otherwise the header bar (and any top or foot bar) is given here. */
  reservedHeight: number;
  /** A measured presence tile; 0 while none has been measured. */
  tileHeight: number;
  columns: 1 | 2;
}

/** How many presences fit: whole rows of (tile + 10 px) in the height left, times the columns. */
export function presenceCapacity(input: CapacityInput): number {
  if (input.tileHeight <= 0 || input.viewportHeight <= 0) return DEFAULT_PRESENCE_CAPACITY;
  const rows = Math.floor((input.viewportHeight - input.reservedHeight) / (input.tileHeight + PRESENCE_ROW_GAP_PX));
  return Math.max(1, rows) * input.columns;
}

/** The tiles to show and how many hide behind the 'N more' tile (which takes the last place). */
export function presenceOverflow<T>(presences: readonly T[], capacity: number, expanded: boolean) {
  if (expanded || presences.length <= capacity) return { shown: presences, hidden: 0 };
  const shown = presences.slice(0, Math.max(0, capacity - 1));
  return { shown, hidden: presences.length - shown.length };
}
