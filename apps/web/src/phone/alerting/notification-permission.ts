/**
 * The browser's notification permission as a store: asked for from a button only (never on load, which
 * browsers punish by blocking), reported to the server (phoneReport) and read before showing one.
 * `null`: this browser has no notifications.
 */
export type Permission = NotificationPermission | null;

export interface NotificationPermissionStore {
  get(): Permission;
  request(): Promise<Permission>;
  /** Looks again: the user may change it in the browser's settings while the page is away. */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

const current = (): Permission => (typeof Notification === 'undefined' ? null : Notification.permission);

export function createNotificationPermission(): NotificationPermissionStore {
  let permission = current();
  const listeners = new Set<() => void>();
  const update = () => {
    const next = current();
    if (next === permission) return;
    permission = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => permission,
    async request() {
      if (typeof Notification === 'undefined') return null;
      await Notification.requestPermission().catch(() => undefined);
      update();
      return permission;
    },
    refresh: update,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
