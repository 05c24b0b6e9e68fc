import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { postLogout } from '../../features/auth/auth-api';
import { useRequestContext } from '../connection/request-context';
import { useNotify } from '../notifications/notifications-context';
import { pathOf } from '../routes/route-index';
import { useSession } from '../session/session-context';
import { whileSigningOut } from './request-errors/missing-auth';

/** Spec part 1 §4, logout: a wall display stays on the display, everyone else goes to login. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const ctx = useRequestContext();
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const display = pathOf('display');

  return () =>
    whileSigningOut(async () => {
      const ok = await postLogout(ctx).catch((error: unknown) => {
        console.error('logout failed', error);
        return false;
      });
      if (!ok) {
        notify({ id: 'logout', type: 'error', title: t('logoutFailed.title'), text: t('logoutFailed.text') });
        return;
      }
      // Off the page first: signed out on a protected page, the guard would send the user to login
      // with this page as the redirect, and the next sign-in (perhaps another user's) back here.
      if (!pathname.startsWith(display)) navigate(pathOf('login'), { replace: true });
      await session.signedOut();
    });
}
