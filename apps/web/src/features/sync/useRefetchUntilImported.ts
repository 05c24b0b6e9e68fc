import { useCallback, useEffect, useRef } from 'react';

/** How often, and how far apart, the page looks again for the commit's items to be imported. */
export const IMPORT_CHECKS = 6;
export const IMPORT_CHECK_MS = 1500;

interface Items {
  items: readonly { state: string }[];
}

/**
 * The items once a commit succeeded. The configurator announces the commit's end before the changed
 * configuration it then sends has been imported (ADR 0010: items become in sync through that import),
 * so items still `sent` are looked at again, a few times, until the import has taken them.
 */
export function useRefetchUntilImported(refetch: () => Promise<{ data?: { syncItems: Items } | undefined }>) {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  return useCallback(async () => {
    for (let check = 1; mounted.current; check++) {
      const { data } = await refetch();
      const waiting = data?.syncItems.items.some((item) => item.state === 'sent') ?? false;
      if (!waiting || check >= IMPORT_CHECKS) return;
      await new Promise((resolve) => setTimeout(resolve, IMPORT_CHECK_MS));
    }
  }, [refetch]);
}
