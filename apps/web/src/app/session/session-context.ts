import { createContext, useContext } from 'react';
import type { AppDataQuery } from '../../generated/transport';
import type { GuardSituation } from '../guards/situation';
import type { AuthUser } from './situation-of';

export interface Session {
  data: AppDataQuery;
  user: AuthUser | null;
  situation: GuardSituation;
  /** Loads AppData again, e.g. after a licence was activated. */
  reload(): Promise<void>;
  /** After a sign-in (login, or the wizard's first user): loads AppData with the user. */
  signedIn(userId: number): Promise<void>;
  /** After sign-out or a lost session. */
  signedOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
