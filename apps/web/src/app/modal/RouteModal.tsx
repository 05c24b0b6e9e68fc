import { Center, Loader, Modal, Text } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_RouteContext as RouteContext } from 'react-router';
import type { RouteDef } from '../routes/route-def';
import { type LazyScreen, lazyScreen } from './lazy-screen';
import { ModalRouteContext } from './modal-context';
import { MODAL_TRANSITION_MS } from './modal-transition';

const BASE_Z_INDEX = 200;

type RouteContextValue = React.ContextType<typeof RouteContext>;

interface Props {
  /** The matched chain up to and including this modal's route, as the router matched it. */
  matches: RouteContextValue['matches'];
  depth: number;
  isTop: boolean;
  close: () => void;
  screens: Readonly<Record<string, LazyScreen>>;
}

/**
 * One matched modal route as a Mantine modal. Its screen sees the router as if it were rendered at
 * its route (params, relative links), though the stack renders it at the root.
 */
export function RouteModal({ matches, depth, isTop, close, screens }: Props) {
  const { t } = useTranslation('shell');
  const def = matches.at(-1)?.route.handle as RouteDef | undefined;
  const load = def?.name ? screens[def.name] : undefined;
  const Screen = load ? lazyScreen(load) : null;
  const routeContext = useMemo<RouteContextValue>(() => ({ outlet: null, matches, isDataRoute: true }), [matches]);
  const modal = useMemo(() => ({ close }), [close]);
  // Mounted closed, then opened: a modal that starts opened would skip its slide-in.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  // The modal has no title of its own: its screen's first heading names the dialog (axe aria-dialog-name).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!opened || !element) return;
    const name = () => {
      const dialog = element.querySelector<HTMLElement>('[role="dialog"]');
      const heading = dialog?.querySelector<HTMLElement>('h1, h2, h3, h4');
      if (!dialog || !heading) return;
      heading.id ||= `route-modal-${depth}-title`;
      if (dialog.getAttribute('aria-labelledby') !== heading.id) dialog.setAttribute('aria-labelledby', heading.id);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [opened, depth]);

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={false}
      trapFocus={isTop}
      zIndex={BASE_Z_INDEX + depth}
      size="lg"
      transitionProps={{ transition: 'slide-down', duration: MODAL_TRANSITION_MS }}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      ref={root}
    >
      <RouteContext.Provider value={routeContext}>
        <ModalRouteContext.Provider value={modal}>
          <Suspense
            fallback={
              <Center>
                <Loader aria-label={t('common:loading')} />
              </Center>
            }
          >
            {Screen ? <Screen /> : <Text>{t('errors:placeholder')}</Text>}
          </Suspense>
        </ModalRouteContext.Provider>
      </RouteContext.Provider>
    </Modal>
  );
}
