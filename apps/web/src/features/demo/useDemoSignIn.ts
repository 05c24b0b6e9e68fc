import { DEMO_CONSOLE_USER } from '@wardlight/domain';
import { useEffect, useRef, useState } from 'react';
import { useRequestContext } from '../../app/connection/request-context';
import { useSession } from '../../app/session/session-context';
import { postLogin } from '../auth/auth-api';

/**
 * The demo works signed in (it polls the system tree): a visitor who is not is signed in with the fixed
 * demo credentials, as after a reset (spec part 2 §4). Someone already signed in stays who they are.
 */
export function useDemoSignIn(): 'pending' | 'ready' | 'failed' {
  const session = useSession();
  const ctx = useRequestContext();
  const tried = useRef(false);
  const [failed, setFailed] = useState(false);
  const signedIn = session.user !== null;
  useEffect(() => {
    if (signedIn || tried.current) return;
    tried.current = true;
    void postLogin(ctx, DEMO_CONSOLE_USER.name, DEMO_CONSOLE_USER.password).then(async (reply) => {
      if (reply.ok && reply.user) await session.signedIn(reply.user.id);
      else setFailed(true);
    });
  }, [signedIn, ctx, session]);
  if (signedIn) return 'ready';
  return failed ? 'failed' : 'pending';
}
