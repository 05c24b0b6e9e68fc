import { useWindowEvent } from '@mantine/hooks';
import { lazy, Suspense, useContext } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation, useNavigate } from 'react-router';
import type { RouteDef } from '../routes/route-def';
import { SCREENS } from '../routes/screens';
import { closeTarget } from './close-target';
import { isTextEntry } from './is-text-entry';
import type { LazyScreen } from './lazy-screen';

// Fetched with the first modal route opened: a page without one (the display until a call is
// opened) does not load Mantine's modal (DESIGN §7).
const RouteModal = lazy(() => import('./RouteModal').then((m) => ({ default: m.RouteModal })));

/**
 * The matched routes flagged `modal`, each a modal over its parent (spec part 1 §2, Shell). Route
 * objects of modal routes render nothing in the page (routes/route-objects.tsx); their screens
 * render here. Closing — the backdrop, the close button, Escape outside a field — goes to the
 * parent route.
 */
export function ModalStack({ screens = SCREENS }: { screens?: Readonly<Record<string, LazyScreen>> }) {
  const state = useContext(DataRouterStateContext);
  const navigate = useNavigate();
  const { search } = useLocation();
  const matches = state?.matches ?? [];
  const chain = matches.map((m) => m.route.handle as RouteDef);
  const params = matches.at(-1)?.params ?? {};
  const modalIndexes = chain.flatMap((def, index) => (def.modal ? [index] : []));
  const top = modalIndexes.at(-1);

  const closeAt = (index: number) => navigate(closeTarget(chain, index, params, search));

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented || top === undefined) return;
    if (isTextEntry(event.target)) return;
    void closeAt(top);
  });

  if (modalIndexes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {modalIndexes.map((index, depth) => (
        <RouteModal
          key={matches[index]?.route.id}
          matches={matches.slice(0, index + 1)}
          depth={depth}
          isTop={index === top}
          close={() => void closeAt(index)}
          screens={screens}
        />
      ))}
    </Suspense>
  );
}
