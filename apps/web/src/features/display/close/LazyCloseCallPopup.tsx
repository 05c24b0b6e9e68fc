import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';

// Fetched when a call is first closed: Mantine's modal (focus trap, scroll area, transitions) is a
// third of the display's JavaScript and is not needed to show the calls (DESIGN §7).
const CloseCallPopup = lazy(() => import('./CloseCallPopup').then((m) => ({ default: m.CloseCallPopup })));

type Props = ComponentProps<typeof CloseCallPopup>;

/** CloseCallPopup, loaded on first use. */
export function LazyCloseCallPopup(props: Props) {
  const [needed, setNeeded] = useState(false);
  const asked = props.state.status !== 'idle';
  useEffect(() => {
    if (asked) setNeeded(true);
  }, [asked]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Opening {...props} />
    </Suspense>
  );
}

/** Mounted closed, then opened: a modal that starts opened would skip its slide-in. */
function Opening(props: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <CloseCallPopup {...props} state={mounted ? props.state : { ...props.state, status: 'idle' }} />;
}
