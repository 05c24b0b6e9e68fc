import { DEFECT_FLAG, urgencyRank } from '@wardlight/domain';

/**
 * Emergency, urgent and normal calls differ by icon and tile shape as well as colour, so staff who
 * cannot tell red from orange still read them (issue 5, "beyond the spec").
 */
export type Urgency = 'emergency' | 'urgent' | 'normal';

/** What a tile says it is: a care call of an urgency, or a device's technical defect (issue 14). */
export type TileKind = Urgency | 'defect';

const BY_RANK: readonly Urgency[] = ['normal', 'urgent', 'emergency'];

export function urgencyOf(call: { call_type?: { urgency: string } | null }): Urgency {
  return BY_RANK[urgencyRank(call.call_type?.urgency)] ?? 'normal';
}

/** A defect is a fault to repair, whatever urgency its call type carries: it reads as such. */
export function tileKindOf(call: { call_type?: { urgency: string; flag?: string | null } | null }): TileKind {
  return call.call_type?.flag === DEFECT_FLAG ? 'defect' : urgencyOf(call);
}

/**
 * The tile's detail line: the call type's text, unless it only repeats the tile's label ("Notfall" under
 * "Notfall"); then the position alone, or nothing.
 */
export function detailText(
  call: { call_type_text: string; position?: string | null },
  label: string,
  typeAtPosition: (type: string, position: string) => string,
): string {
  const repeats = call.call_type_text.trim().toLocaleLowerCase() === label.trim().toLocaleLowerCase();
  const type = repeats ? '' : call.call_type_text;
  if (!call.position) return type;
  return type ? typeAtPosition(type, call.position) : call.position;
}

export const URGENCY_COLOR: Readonly<Record<Urgency, string>> = {
  emergency: 'red',
  urgent: 'orange',
  normal: 'blue',
};
