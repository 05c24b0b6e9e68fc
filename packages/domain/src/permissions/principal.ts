import type { PermissionCode } from './catalogue';

/** Who is asking: the signed-in user as the server and the web see them. id 0 = anonymous. */
export interface Principal {
  id: number;
  isSuperuser: boolean;
  permissions: ReadonlySet<string>;
  /** Systems granted; empty means every system (spec part 1 §6). */
  systemAccess: readonly number[];
  /**
   * Call source groups the user and their roles are restricted to (spec part 1 §3, §6); empty or
   * absent: not restricted. A restricted user sees only calls whose source is in one of them (ADR 0028).
   */
  callSourceGroups?: readonly number[];
}

export const ANONYMOUS: Principal = Object.freeze({
  id: 0,
  isSuperuser: false,
  permissions: new Set<string>(),
  systemAccess: [],
});

export function isSignedIn(p: Principal): boolean {
  return p.id > 0;
}

export function hasPermission(p: Principal, code: PermissionCode): boolean {
  if (!isSignedIn(p)) return false;
  return p.isSuperuser || p.permissions.has(code);
}

/** An empty list asks for nothing and so passes. */
export function hasAllPermissions(p: Principal, codes: readonly PermissionCode[]): boolean {
  return codes.every((c) => hasPermission(p, c));
}

/** An empty list asks for nothing and so passes. */
export function hasAnyPermission(p: Principal, codes: readonly PermissionCode[]): boolean {
  return codes.length === 0 || codes.some((c) => hasPermission(p, c));
}

export function canUseSystem(p: Principal, systemId: number): boolean {
  if (p.isSuperuser) return true;
  return p.systemAccess.length === 0 || p.systemAccess.includes(systemId);
}

/** The systems among `available` this principal may use, in the given order. */
export function usableSystems<T extends { id: number }>(p: Principal, available: readonly T[]): T[] {
  return available.filter((s) => canUseSystem(p, s.id));
}
