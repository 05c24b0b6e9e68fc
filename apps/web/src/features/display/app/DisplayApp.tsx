import { isSignedIn } from '@wardlight/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useReportServerVersion } from '../../../app/connection/shell-stores';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { BaseProviders, type BaseServices } from '../../../app/providers/BaseProviders';
import { useSession } from '../../../app/session/session-context';
import { onMissingAuth } from '../../../app/shell/request-errors/missing-auth';
import { pageMessageHandlers } from '../../../app/shell/system-message-handlers';
import { UpdateBanner } from '../../../app/shell/UpdateBanner';
import { DisplayScreen } from '../DisplayScreen';
import { EnrolmentGate } from '../enrolment/EnrolmentGate';
import { displayPath, loginPath, parseDisplayPath } from './display-path';
import {
  type DisplayRouter,
  DisplayRouterContext,
  useDisplayLocation,
  useDisplayNavigate,
  useDisplayParams,
} from './display-router';

// Only signed-in staff open a call's form: a kiosk never downloads it (display bundle budget).
const DisplayCallModal = lazy(() => import('./DisplayCallModal').then((m) => ({ default: m.DisplayCallModal })));

/**
 * The wall display as a page of its own (routes `display` and `displayCallForm`, spec part 2 §2): the
 * base providers without Apollo Client or React Router, which a kiosk on weak hardware need not load
 * (ADR 0014).
 */
export function DisplayApp({ services, router }: { services: BaseServices; router: DisplayRouter }) {
  return (
    <BaseProviders services={services}>
      <DisplayRouterContext.Provider value={router}>
        <DisplayPage />
      </DisplayRouterContext.Provider>
    </BaseProviders>
  );
}

function DisplayPage() {
  const { id } = useDisplayParams();
  usePageMessages();
  useVisitorWhenSessionEnds();
  useNoStrayPaths();
  return (
    <>
      <UpdateBanner />
      <EnrolmentGate>
        <DisplayScreen>{id !== undefined && <CallFormRoute />}</DisplayScreen>
      </EnrolmentGate>
    </>
  );
}

/** A display address that names nothing the display shows (/display/a/b/c) goes to the display, as an unknown slug does. */
function useNoStrayPaths(): void {
  const { pathname, search } = useDisplayLocation();
  const navigate = useDisplayNavigate();
  const stray = parseDisplayPath(pathname) === null;
  useEffect(() => {
    if (stray) navigate(`${displayPath()}${search}`, { replace: true });
  }, [stray, navigate, search]);
}

/** A new server version starts the update banner's countdown; `reload` reloads (spec part 2 §4). */
function usePageMessages(): void {
  const handlers = pageMessageHandlers({
    reportVersion: useReportServerVersion(),
    reload: () => window.location.reload(),
  });
  useSystemMessages((message) => handlers[message.subject]?.(message.payload));
}

/**
 * A session that ended (MISSING_AUTH) leaves the wall display where it is, as a visitor's (spec part 1
 * §8: never to login from the display).
 */
function useVisitorWhenSessionEnds(): void {
  const session = useSession();
  const latest = useRef(session);
  latest.current = session;
  const handling = useRef(false);
  useEffect(
    () =>
      onMissingAuth((operationName) => {
        // AppData answers MISSING_AUTH itself by loading as a visitor (session/SessionProvider.tsx).
        if (operationName === 'AppData' || !latest.current.user || handling.current) return;
        handling.current = true;
        void latest.current.signedOut().finally(() => {
          handling.current = false;
        });
      }),
    [],
  );
}

/** The call form over the display, for signed-in users; a visitor is sent to login and back. */
function CallFormRoute() {
  const { situation } = useSession();
  const { pathname, search } = useDisplayLocation();
  const navigate = useDisplayNavigate();
  const signedIn = isSignedIn(situation.principal);
  useEffect(() => {
    if (!signedIn) navigate(loginPath(`${pathname}${search}`), { replace: true });
  }, [signedIn, navigate, pathname, search]);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DisplayCallModal />
    </Suspense>
  );
}
