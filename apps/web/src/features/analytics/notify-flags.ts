/** The spec's notify flags (part 1 §3 Report: notify_battery/defects/not_reachable/probable_defects). */
export const NOTIFY_FLAGS = [
  'notify_battery',
  'notify_defects',
  'notify_not_reachable',
  'notify_probable_defects',
] as const;
