import { isDeviceKind } from './node-kinds';

/** The hardware identity a replacement moves from one device onto another. */
export const HARDWARE_FIELDS = ['serial', 'mac'] as const;

export interface ReplacementNode {
  id: number;
  kind: string;
  serial: string | null;
  mac: string | null;
}

export type ReplacementRefusal = 'same_node' | 'not_a_device' | 'kind_mismatch' | 'no_hardware';

/**
 * Whether the hardware of `source` (a spare or newly detected device) may replace that of `target`
 * (spec part 1 §2, hardware replacement): both must be devices of the same kind (a radio's serial
 * means nothing to a wired terminal), and the source must carry a serial or MAC to give.
 */
export function replacementRefusal(target: ReplacementNode, source: ReplacementNode): ReplacementRefusal | null {
  if (target.id === source.id) return 'same_node';
  if (!isDeviceKind(target.kind) || !isDeviceKind(source.kind)) return 'not_a_device';
  if (target.kind !== source.kind) return 'kind_mismatch';
  if (!source.serial && !source.mac) return 'no_hardware';
  return null;
}

/** A MAC as typed (with or without separators, any case) reduced to its hex digits, or null. */
export function macDigits(text: string): string | null {
  const digits = text.toLowerCase().replace(/[^0-9a-f]/g, '');
  return digits.length >= 2 && /^[0-9a-f:\-. ]+$/i.test(text.trim()) ? digits : null;
}
