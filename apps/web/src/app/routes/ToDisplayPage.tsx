import { useEffect } from 'react';
import { FullPageLoader } from '../../ui/FullPageLoader';

/**
 * Routes `display` and `displayCallForm` inside the console: the address is already the display's,
 * so loading it again opens the display's own page, without the console's code (ADR 0014).
 */
export function ToDisplayPage({ load = () => window.location.reload() }: { load?: () => void }) {
  useEffect(() => {
    load();
  }, [load]);
  return <FullPageLoader />;
}
