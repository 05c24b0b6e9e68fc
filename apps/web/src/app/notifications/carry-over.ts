import { STORAGE_PREFIX } from '@wardlight/domain';
import type { AppNotification } from './notification-queue';

const KEY = `${STORAGE_PREFIX}notifications_carried`;
/** Only a page load that follows at once (a hand-over, a reload) shows them again. */
export const CARRY_MS = 10_000;

interface Carried {
  at: number;
  items: AppNotification[];
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the queue for the next page of this tab; notifications with actions cannot travel (functions). */
export function carryOver(queue: readonly AppNotification[], now = Date.now()): void {
  const items = queue.filter((n) => !n.actions);
  if (items.length === 0) return;
  storage()?.setItem(KEY, JSON.stringify({ at: now, items } satisfies Carried));
}

/** What the page before left, once; nothing when it is older than CARRY_MS. */
export function takeCarried(now = Date.now()): AppNotification[] {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return [];
  store?.removeItem(KEY);
  try {
    const carried = JSON.parse(raw) as Carried;
    return now - carried.at <= CARRY_MS ? carried.items : [];
  } catch {
    return [];
  }
}
