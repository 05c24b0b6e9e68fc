import { urgencyRank } from '@wardlight/domain';

/**
 * Emergency, urgent and normal calls differ by icon and tile shape as well as colour, so staff who
 * cannot tell red from orange still read them (issue 5, "beyond the spec").
 */
export type Urgency = 'emergency' | 'urgent' | 'normal';

const BY_RANK: readonly Urgency[] = ['normal', 'urgent', 'emergency'];

export function urgencyOf(call: { call_type?: { urgency: string } | null }): Urgency {
  return BY_RANK[urgencyRank(call.call_type?.urgency)] ?? 'normal';
}

export const URGENCY_COLOR: Readonly<Record<Urgency, string>> = {
  emergency: 'red',
  urgent: 'orange',
  normal: 'blue',
};
