import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedState } from '../calls/calls-feed';
import type { SocketEvents } from './socket-events';

/** Silence after which the display stops pretending (DESIGN §6): the socket pings every 5 s. */
export const SILENCE_LIMIT_MS = 10_000;
const CHECK_EVERY_MS = 1000;

/**
 * True once the display has not heard from the server for 10 s while every feed was in sync. Heard
 * means a call delivery or a ping/pong on the socket; while a feed is out of sync (socket closed,
 * subscription refused) nothing counts, so the overlay comes even if the socket itself still answers,
 * and goes only after every feed has delivered again (the resync).
 */
export function useLiveness(feeds: readonly FeedState[], socket: SocketEvents | null): boolean {
  const synced = feeds.every((f) => f.synced);
  const isSynced = useRef(synced);
  isSynced.current = synced;
  const lastHeard = useRef(Date.now());
  const [silent, setSilent] = useState(false);

  const check = useCallback(() => setSilent(Date.now() - lastHeard.current >= SILENCE_LIMIT_MS), []);
  const heard = useCallback(() => {
    if (!isSynced.current) return;
    lastHeard.current = Date.now();
    check();
  }, [check]);

  // Every delivery is a new feed state: hearing from the server.
  useEffect(() => {
    if (feeds.every((f) => f.synced)) heard();
  }, [feeds, heard]);
  useEffect(() => socket?.on('heard', heard), [socket, heard]);
  useEffect(() => {
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [check]);

  return silent;
}
