import { useCallback, useEffect, useMemo } from 'react';
import { useDisplayLocation, useDisplayNavigate } from '../app/display-router';
import { addressSearch, parseAddressConfig } from './address-config';
import type { DisplayConfig } from './display-config';

/**
 * The configuration the address holds. While `follows` (no profile selected) the address is the
 * single place the settings live (spec part 2 §2): an edit rewrites it, and an address written by
 * hand is tidied into the same form. Both replace the history entry, so Back does not step
 * through every click in the drawer.
 */
export function useAddressConfig(contextSystem: number, follows: boolean) {
  const { pathname, search } = useDisplayLocation();
  const navigate = useDisplayNavigate();
  const config = useMemo(() => parseAddressConfig(search, contextSystem), [search, contextSystem]);

  const setConfig = useCallback(
    (next: DisplayConfig) => {
      const nextSearch = addressSearch(next, contextSystem, search);
      if (nextSearch !== search) navigate({ pathname, search: nextSearch }, { replace: true });
    },
    [contextSystem, search, pathname, navigate],
  );

  useEffect(() => {
    if (follows) setConfig(config);
  }, [follows, config, setConfig]);

  return { config, setConfig };
}
