/**
 * Option codes the configurator uses in place of a schedule or display-group id (spec part 2 §3
 * "Special option codes", §9). Real ids never reach them: schedules are 1–19, display groups 1–252.
 */
export const SPECIAL_CODES = {
  /** Schedule or display group: nothing chosen. */
  none: 255,
  /** Schedule only: one slot for the whole day. */
  allDay: 20,
  /** Display group only: every call. */
  all: 254,
  /** Display group only: the display's own sections (ADR 0008). */
  section: 253,
} as const;

/** Where a call type without a sort_order sorts (spec part 2 §4, §9). */
export const DEFAULT_SORT_ORDER = 999;
