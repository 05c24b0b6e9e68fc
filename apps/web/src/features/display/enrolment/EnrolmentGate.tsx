import { lazy, type ReactNode, Suspense } from 'react';
import { useEnrolmentGate } from './useEnrolmentGate';

// Only a display that is refused loads the notice (display bundle budget).
const EnrolmentScreen = lazy(() => import('./EnrolmentScreen').then((m) => ({ default: m.EnrolmentScreen })));

/** The display, or, when the server asks for an enrolled display and this one is not (ADR 0022), the notice. */
export function EnrolmentGate({ children, reload }: { children: ReactNode; reload?: () => void }) {
  const gate = useEnrolmentGate(reload);
  if (gate.state.kind === 'open') return children;
  return (
    <Suspense fallback={null}>
      <EnrolmentScreen gate={gate} />
    </Suspense>
  );
}
