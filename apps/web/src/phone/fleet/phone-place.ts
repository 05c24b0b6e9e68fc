import type { PhoneSessionQuery } from '../../generated/phone';

/** A phone's place in the fleet: its device, and who carries it now. */
export function phoneHeartbeatPlace(session: PhoneSessionQuery['phoneSession'] | null): string {
  if (!session) return '';
  const user = session.user?.display_name || session.user?.name;
  return user ? `${session.client.name} · ${user}` : session.client.name;
}
