/**
 * What happened to a call, as its trail records it. The first nine are the spec's "Call actions"
 * (part 2 §3). `Closed` is ours: a user ended the call from the console (log, display, tree), so the
 * trail says who closed it — the configurator's own `call.closed` cannot tell.
 */
export const CALL_ACTIONS = [
  'Accepted',
  'Callback',
  'Escalated',
  'Muted',
  'NFC',
  'Rejected',
  'Released',
  'Resent',
  'Timeout',
  'Closed',
] as const;
export type CallActionKind = (typeof CALL_ACTIONS)[number];

/** Who took an action: a console user, a staff phone's app user, a device (e.g. an NFC tag), or the system. */
export const CALL_ACTOR_KINDS = ['user', 'app_user', 'device', 'system'] as const;
export type CallActorKind = (typeof CALL_ACTOR_KINDS)[number];
