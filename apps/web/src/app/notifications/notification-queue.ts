import { NOTIFICATION_DURATION_MS } from '@wardlight/domain';

/** A button of a notification: its label (translated by the caller) and what it does. */
export interface NotificationAction {
  label: string;
  action?: () => void;
}

/**
 * Spec part 1 §3/§4, part 2 §3: one shown at a time (the first queued), same id replaces, 5000 ms
 * unless persistent; `offset` moves it away from the corner (clear of a drawer), `actions` are a
 * primary and a dismiss button, each closing it after its action.
 */
export interface AppNotification {
  id: string;
  type: 'success' | 'error';
  title: string;
  text?: string;
  duration: number;
  persist: boolean;
  offset?: { right: number; bottom: number };
  actions?: { primary?: NotificationAction; dismiss?: NotificationAction };
}

export type NotificationInput = Partial<
  Pick<AppNotification, 'type' | 'text' | 'duration' | 'persist' | 'offset' | 'actions'>
> & {
  id?: string;
  title: string;
};

let counter = 0;

export function normalise(input: NotificationInput): AppNotification {
  return {
    id: input.id ?? `n${++counter}`,
    type: input.type ?? 'success',
    title: input.title,
    ...(input.text ? { text: input.text } : {}),
    duration: input.duration ?? NOTIFICATION_DURATION_MS,
    persist: input.persist ?? false,
    ...(input.offset ? { offset: input.offset } : {}),
    ...(input.actions ? { actions: input.actions } : {}),
  };
}

/** A notification with an id already queued takes its place; otherwise it joins the end. */
export function enqueue(queue: readonly AppNotification[], next: AppNotification): AppNotification[] {
  const at = queue.findIndex((n) => n.id === next.id);
  if (at === -1) return [...queue, next];
  return queue.map((n, i) => (i === at ? next : n));
}

export function dismiss(queue: readonly AppNotification[], id: string): AppNotification[] {
  return queue.filter((n) => n.id !== id);
}
