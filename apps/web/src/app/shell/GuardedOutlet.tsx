import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { guardNavigation } from '../guards/guard';
import type { GuardSituation } from '../guards/situation';
import { ModalStack } from '../modal/ModalStack';
import { useNotify } from '../notifications/notifications-context';
import type { RouteDef } from '../routes/route-def';
import { metaOf, useActiveRouteStore } from './active-route';

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
  const activeRoute = useActiveRouteStore();
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
    if (outcome.kind !== 'allow') return;
    // The deepest named route of the chain is the one opened (a list's modal form, not the list).
    const def = matches
      .map((m) => m.handle as RouteDef | undefined)
      .filter((d): d is RouteDef => Boolean(d?.name))
      .at(-1);
    if (def?.name) activeRoute?.activated({ name: def.name, params, meta: metaOf(def) });
  }, [outcome, notify, t, matches, params, activeRoute]);

  if (outcome.kind !== 'allow') return <Navigate to={outcome.to} replace />;
  return (
    <>
      <Outlet />
      <ModalStack />
    </>
  );
}
