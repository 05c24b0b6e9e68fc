import { useEffect, useMemo, useRef } from 'react';
import { createHeartbeat, type HeartbeatInput, type ScreenReport } from './screen-heartbeat';
import { serverClock } from './server-clock';
import { useShellStores } from './shell-stores';
import type { Operation } from './transport';
import { useTransport } from './transport-context';

interface HeartbeatReply {
  screenHeartbeat: { taken: boolean; every_ms: number };
}

const paceOf = (data: HeartbeatReply) => data.screenHeartbeat.every_ms;

/** Whether the page has had the user gesture browsers ask before they play sound (null: cannot tell). */
export function soundUnlocked(): boolean | null {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)
    ?.userActivation;
  return activation ? activation.hasBeenActive : null;
}

/**
 * Sends this screen's heartbeat over the page's socket while mounted (ADR 0038): now, every 30 s, when
 * the socket (re)connects and when the page is shown or hidden. Returns `rendered`, for calls as they
 * arrive.
 */
export function useScreenHeartbeat(
  operation: Operation<HeartbeatReply, { input: HeartbeatInput }>,
  report: ScreenReport,
): (calls: readonly { id: number; opened_at: string }[]) => void {
  const transport = useTransport();
  const { serverVersion } = useShellStores();
  const latest = useRef(report);
  latest.current = report;
  const heartbeat = useMemo(
    () =>
      createHeartbeat({
        kind: report.kind,
        report: () => latest.current,
        clock: serverClock,
        version: serverVersion.loadedWith,
        // A mutation over the socket: one reply (the server's pace), then graphql-ws ends it by itself.
        send: (input) =>
          new Promise<number | null>((resolve) => {
            transport.subscribe(
              operation,
              { input },
              {
                next: (data) => resolve(paceOf(data)),
                error: (error) => {
                  console.debug('heartbeat not taken', error);
                  resolve(null);
                },
                complete: () => resolve(null),
              },
            );
          }),
      }),
    [transport, operation, serverVersion, report.kind],
  );
  useEffect(() => {
    heartbeat.start();
    const offConnected = transport.socket.on('connected', () => heartbeat.beat());
    return () => {
      heartbeat.stop();
      offConnected();
    };
  }, [heartbeat, transport]);
  // A hidden display or phone is worth telling at once: it shows no calls.
  const { visible, place, profile_id, sound_unlocked } = report;
  const told = useRef({ visible, place, profile_id, sound_unlocked });
  useEffect(() => {
    const before = told.current;
    told.current = { visible, place, profile_id, sound_unlocked };
    if (
      before.visible !== visible ||
      before.place !== place ||
      before.profile_id !== profile_id ||
      before.sound_unlocked !== sound_unlocked
    )
      heartbeat.beat();
  }, [heartbeat, visible, place, profile_id, sound_unlocked]);
  return heartbeat.rendered;
}
