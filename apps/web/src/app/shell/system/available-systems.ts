import { type Principal, usableSystems } from '@wardlight/domain';

export interface SystemOption {
  value: string;
  label: string;
}

/**
 * The systems a user may choose among. The server sends a signed-in user only the systems granted;
 * filtering here as well keeps the selector right whatever the server sends (spec part 1 §6).
 */
export function availableSystems<T extends { id: number; name: string }>(
  principal: Principal,
  systems: readonly T[],
): T[] {
  return usableSystems(principal, systems);
}

/** Repeated names are shown with the id in brackets (spec part 1 §2). */
export function systemOptions(
  systems: readonly { id: number; name: string }[],
  repeated: (name: string, id: number) => string,
): SystemOption[] {
  const counts = new Map<string, number>();
  for (const s of systems) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
  return systems.map((s) => ({
    value: String(s.id),
    label: (counts.get(s.name) ?? 0) > 1 ? repeated(s.name, s.id) : s.name,
  }));
}
