/** A presence is a call whose call type has the flag Presence (spec part 2 §1): staff in the room. */
export interface FlaggedCall {
  call_type?: { flag: string } | null;
}

export const PRESENCE_FLAG = 'Presence';
export const DEFECT_FLAG = 'Defect';

export function isPresence(call: FlaggedCall): boolean {
  return call.call_type?.flag === PRESENCE_FLAG;
}

/** The call grid and the presences column, each keeping the order it was given. */
export function splitPresences<T extends FlaggedCall>(calls: readonly T[]): { calls: T[]; presences: T[] } {
  const split: { calls: T[]; presences: T[] } = { calls: [], presences: [] };
  for (const call of calls) (isPresence(call) ? split.presences : split.calls).push(call);
  return split;
}
