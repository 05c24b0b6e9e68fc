import type { Principal } from './principal';

/**
 * The systems a user, or a row, belongs to (ADR 0018): `'all'` for a superuser or an empty
 * `system_access` (spec part 1 §6: an empty list means every system), else the listed ids.
 */
export type SystemReach = 'all' | readonly number[];

/** The reach of a user as stored (`is_superuser`, `system_access`) or of a signed-in principal. */
export function reachOf(user: { isSuperuser: boolean; systemAccess: readonly number[] }): SystemReach {
  return user.isSuperuser || user.systemAccess.length === 0 ? 'all' : user.systemAccess;
}

/**
 * May `actor` touch something that reaches `target`? Only when the actor reaches every system the
 * target does: a manager restricted to system 1 may not edit a user of systems 1 and 2, nor a row
 * that belongs to every system.
 */
export function coversReach(actor: Principal, target: SystemReach): boolean {
  const own = reachOf(actor);
  if (own === 'all') return true;
  if (target === 'all') return false;
  return target.every((id) => own.includes(id));
}

/** The systems an actor is restricted to, or null when it reaches every system. */
export function restrictedTo(actor: Principal): readonly number[] | null {
  const own = reachOf(actor);
  return own === 'all' ? null : own;
}
