/** Kinds of system tree nodes (spec part 1 §3, protocol §4). */
export const NODE_KINDS = [
  'building',
  'device',
  'floor',
  'group',
  'person',
  'radio',
  'room',
  'section',
  'tech',
  'unknown',
  'wired',
] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** The kinds that are hardware: they carry runtime values (battery, reachability) and call data. */
export const DEVICE_KINDS = ['device', 'radio', 'tech', 'wired'] as const satisfies readonly NodeKind[];

export function isNodeKind(value: unknown): value is NodeKind {
  return typeof value === 'string' && (NODE_KINDS as readonly string[]).includes(value);
}

export function isDeviceKind(kind: string): boolean {
  return (DEVICE_KINDS as readonly string[]).includes(kind);
}

/** A radio's position report is outdated after one day (spec part 1 §9). */
export const POSITION_OUTDATED_AFTER_MS = 24 * 60 * 60 * 1000;

export function isPositionOutdated(updatedAt: Date | string | null | undefined, now: Date): boolean {
  if (updatedAt === null || updatedAt === undefined) return false;
  const time = new Date(updatedAt).getTime();
  return !Number.isNaN(time) && now.getTime() - time > POSITION_OUTDATED_AFTER_MS;
}
