import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../guards/guard';
import { useNotify } from '../../notifications/notifications-context';
import { useSession } from '../../session/session-context';
import { useMatchedRoute } from '../useMatchedRoute';
import { isSigningOut, onMissingAuth } from './missing-auth';

/**
 * MISSING_AUTH on a request while signed in: the session timed out (spec part 1 §8). Off the login
 * and display routes the user goes to login, coming back here after signing in again; a wall
 * display stays where it is, as a visitor.
 */
export function SessionExpiryWatcher({ subscribe = onMissingAuth }: { subscribe?: typeof onMissingAuth }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const onLogin = useMatchedRoute('login');
  const onDisplay = useMatchedRoute('display');
  const stays = onLogin || onDisplay;
  const latest = useRef({ session, location, stays });
  latest.current = { session, location, stays };
  const handling = useRef(false);

  useEffect(
    () =>
      subscribe((operationName) => {
        const now = latest.current;
        // AppData answers MISSING_AUTH itself by loading as a visitor (session/SessionProvider.tsx).
        // A user signing out is not sent back to this page after the next sign-in (perhaps another user's).
        if (operationName === 'AppData' || !now.session.user || handling.current || isSigningOut()) return;
        handling.current = true;
        if (!now.stays) {
          navigate(loginRedirect(now.location), { replace: true });
          notify({
            id: 'session-expired',
            type: 'error',
            title: t('sessionExpired.title'),
            text: t('sessionExpired.text'),
          });
        }
        void now.session.signedOut().finally(() => {
          handling.current = false;
        });
      }),
    [subscribe, navigate, notify, t],
  );
  return null;
}
