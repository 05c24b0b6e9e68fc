import { isDeviceKind } from './node-kinds';

/**
 * Why a node or one of its fields cannot be changed now (spec part 1 §4, editing locks). The web
 * shows the reason; the server refuses with it.
 */
export const LOCK_REASONS = [
  'open_calls',
  'interconnection',
  'section_inherited_by_children',
  'inheriting_device',
  'has_children',
] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export interface LockFacts {
  kind: string;
  openCallCount: number;
  /** The node's section takes part in an active interconnection (connected to another section). */
  inActiveInterconnection: boolean;
  /** At least one child inherits its section from this node. */
  childrenInheritSection: boolean;
  /** The node inherits at least one field from its parent. */
  inheritsAnything: boolean;
  childCount: number;
}

export interface NodeLocks {
  /** The whole node is read-only. */
  node: LockReason | null;
  /** Single fields that are read-only although the node is not. */
  fields: Readonly<Record<string, LockReason>>;
  move: LockReason | null;
  delete: LockReason | null;
}

const SECTION_FIELDS = ['section_id', 'inherit_section'] as const;

/**
 * The device data an interconnection routes calls by. Decision: "device data" (spec part 1 §4) is read
 * as this, not every field, so that names, comments and sound levels of the many devices of two
 * connected wards stay editable while their calls are shared.
 */
export const INTERCONNECTION_DEVICE_FIELDS = ['section_position', 'number', 'call_source_id'] as const;

/**
 * The locks of one node:
 * - open calls: the element cannot be edited, moved or deleted (a change would alter a call in progress);
 * - an active interconnection blocks the section of any node in it and a device's routing data;
 * - while children inherit a node's section, that section cannot be changed (they would follow silently);
 * - a device that inherits anything cannot be moved (it would inherit from somewhere else);
 * - an element with children cannot be deleted.
 */
export function nodeLocks(facts: LockFacts): NodeLocks {
  const isDevice = isDeviceKind(facts.kind);
  const node: LockReason | null = facts.openCallCount > 0 ? 'open_calls' : null;

  const fields: Record<string, LockReason> = {};
  if (facts.inActiveInterconnection && isDevice)
    for (const field of INTERCONNECTION_DEVICE_FIELDS) fields[field] = 'interconnection';
  const sectionLock: LockReason | null = facts.inActiveInterconnection
    ? 'interconnection'
    : facts.childrenInheritSection
      ? 'section_inherited_by_children'
      : null;
  if (sectionLock) for (const field of SECTION_FIELDS) fields[field] = sectionLock;
  const move: LockReason | null = node ?? (isDevice && facts.inheritsAnything ? 'inheriting_device' : null);
  if (move) fields.parent_id = move;

  return {
    node,
    fields,
    move,
    delete: facts.openCallCount > 0 ? 'open_calls' : facts.childCount > 0 ? 'has_children' : null,
  };
}

/** Whether `field` can be written under these locks. */
export function isFieldLocked(locks: NodeLocks, field: string): LockReason | null {
  return locks.node ?? locks.fields[field] ?? null;
}
