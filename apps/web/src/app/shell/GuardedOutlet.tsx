import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { guardNavigation } from '../guards/guard';
import type { GuardSituation } from '../guards/situation';
import { ModalStack } from '../modal/ModalStack';
import { useNotify } from '../notifications/notifications-context';
import type { RouteDef } from '../routes/route-def';

/**
 * Runs the guard for the matched chain on every navigation and acts on its outcome. The page and
 * its modal routes show only once the guard lets them.
 */
export function GuardedOutlet({ situation }: { situation: GuardSituation }) {
  const { t } = useTranslation('errors');
  const notify = useNotify();
  const matches = useMatches();
  const location = useLocation();
  const params = useParams();
  const outcome = useMemo(
    () =>
      guardNavigation(
        matches.map((m) => m.handle as RouteDef),
        { pathname: location.pathname, search: location.search, hash: location.hash, params },
        situation,
      ),
    [matches, location, params, situation],
  );

  useEffect(() => {
    if (outcome.kind === 'denied') notify({ id: 'access-denied', type: 'error', title: t('accessDenied.title') });
  }, [outcome, notify, t]);

  if (outcome.kind !== 'allow') return <Navigate to={outcome.to} replace />;
  return (
    <>
      <Outlet />
      <ModalStack />
    </>
  );
}
