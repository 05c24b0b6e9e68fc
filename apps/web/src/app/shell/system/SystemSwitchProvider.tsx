import { useApolloClient } from '@apollo/client/react';
import { parseSystemId } from '@wardlight/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTransport } from '../../connection/transport-context';
import { useSession } from '../../session/session-context';
import { writeSystemContext } from '../../storage';
import { useSyncStore } from '../sync/sync-context';
import { switchSystem } from './switch-system';
import { type SystemSwitch, SystemSwitchContext } from './system-switch-context';
import { useAvailableSystems } from './useAvailableSystems';

/** Switches the system context, and keeps it on a system the user may use (spec part 1 §4). */
export function SystemSwitchProvider({ children }: { children: ReactNode }) {
  const apollo = useApolloClient();
  const { socket } = useTransport();
  const session = useSession();
  const sync = useSyncStore();
  const available = useAvailableSystems();
  const current = session.situation.license.systemId ?? 0;
  const [switching, setSwitching] = useState(false);

  const switchTo = useCallback(
    async (id: number) => {
      setSwitching(true);
      try {
        await switchSystem(id, {
          store: writeSystemContext,
          restartSocket: () => socket.terminate(),
          forgetSyncState: sync.reset,
          clearCache: () => apollo.clearStore(),
          reloadAppData: session.reload,
        });
      } finally {
        setSwitching(false);
      }
    },
    [apollo, socket, sync, session.reload],
  );

  // The context is not among the available systems, but some are: the first of them it is. Once
  // per case: should the switch not take, trying again would only spin.
  const first = available[0]?.id;
  const isAvailable = available.some((s) => s.id === current);
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const attempt = `${current}>${first}`;
    if (switching || isAvailable || first === undefined || tried.current === attempt) return;
    tried.current = attempt;
    void switchTo(first);
  }, [switching, isAvailable, current, first, switchTo]);

  useSystemFromAddress(current, available, switchTo);

  const value = useMemo<SystemSwitch>(() => ({ current, switching, switchTo }), [current, switching, switchTo]);
  return <SystemSwitchContext.Provider value={value}>{children}</SystemSwitchContext.Provider>;
}

/**
 * Spec part 1 §2: the query parameter `system` selects the system context (a link to a call of another
 * system, opened in a new tab). It is taken once and dropped from the address; a system the user may
 * not use is ignored, as the selector would not offer it.
 */
function useSystemFromAddress(
  current: number,
  available: readonly { id: number }[],
  switchTo: (id: number) => Promise<void>,
) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const asked = params.has('system') ? parseSystemId(params.get('system')) : undefined;
  useEffect(() => {
    if (asked === undefined) return;
    const rest = new URLSearchParams(search);
    rest.delete('system');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    if (asked !== null && asked !== current && available.some((s) => s.id === asked)) void switchTo(asked);
  }, [asked, search, pathname, hash, navigate, current, available, switchTo]);
}
