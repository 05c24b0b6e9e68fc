import { useEffect } from 'react';
import { useRequestContext } from '../../../app/connection/request-context';
import { writeSystemContext } from '../../../app/storage';
import { withoutSystemParam } from '../app/display-path';

/**
 * A display configured for another system than the page's context switches the context and reloads
 * (spec part 2 §4), so the socket, AppData and every default request use that system.
 */
export function useSystemContextSwitch(
  wanted: number | null,
  reloadTo: (href: string) => void = (href) => window.location.replace(href),
): void {
  const context = useRequestContext();
  useEffect(() => {
    if (wanted === null || wanted === context.systemId()) return;
    writeSystemContext(wanted);
    reloadTo(withoutSystemParam(window.location.href));
  }, [wanted, context, reloadTo]);
}
