import { NOTIFICATION_DURATION_MS } from '@wardlight/domain';

/** Spec part 1 §3/§4: one shown at a time (the first queued), same id replaces, 5000 ms unless persistent. */
export interface AppNotification {
  id: string;
  type: 'success' | 'error';
  title: string;
  text?: string;
  duration: number;
  persist: boolean;
}

export type NotificationInput = Partial<Pick<AppNotification, 'type' | 'text' | 'duration' | 'persist'>> & {
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
