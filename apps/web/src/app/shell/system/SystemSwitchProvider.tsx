import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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

  const value = useMemo<SystemSwitch>(() => ({ current, switching, switchTo }), [current, switching, switchTo]);
  return <SystemSwitchContext.Provider value={value}>{children}</SystemSwitchContext.Provider>;
}
