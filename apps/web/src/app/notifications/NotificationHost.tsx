import { Button, Group, Notification } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carryOver, takeCarried } from './carry-over';
import { type AppNotification, dismiss, enqueue, type NotificationAction, normalise } from './notification-queue';
import { NotifyContext } from './notifications-context';

const CORNER_PX = 16;

/** Provides `useNotify()` and shows the first queued notification. */
export function NotificationHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<AppNotification[]>(takeCarried);
  const latest = useRef(queue);
  latest.current = queue;
  // A notification still showing when the page goes (the console handing over to the display page, a
  // reload) is shown on the next one: "password saved" must not vanish with the page that said it.
  useEffect(() => {
    const carry = () => carryOver(latest.current);
    window.addEventListener('pagehide', carry);
    return () => window.removeEventListener('pagehide', carry);
  }, []);
  const notify = useCallback((input: Parameters<typeof normalise>[0]) => {
    setQueue((q) => enqueue(q, normalise(input)));
  }, []);
  const current = queue[0];
  const close = (id: string, action?: NotificationAction) => {
    action?.action?.();
    setQueue((q) => dismiss(q, id));
  };

  useEffect(() => {
    if (!current || current.persist) return;
    const timer = setTimeout(() => setQueue((q) => dismiss(q, current.id)), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {current && (
        <Notification
          key={current.id}
          role={current.type === 'error' ? 'alert' : 'status'}
          color={current.type === 'error' ? 'red' : 'teal'}
          title={current.title}
          closeButtonProps={{ 'aria-label': t('actions.dismiss') }}
          onClose={() => close(current.id)}
          style={{
            position: 'fixed',
            right: CORNER_PX + (current.offset?.right ?? 0),
            bottom: CORNER_PX + (current.offset?.bottom ?? 0),
            zIndex: 1000,
            maxWidth: 420,
          }}
        >
          {current.text}
          {current.actions && (
            <Group gap="xs" mt="xs">
              {current.actions.primary && (
                <Button size="xs" onClick={() => close(current.id, current.actions?.primary)}>
                  {current.actions.primary.label}
                </Button>
              )}
              {current.actions.dismiss && (
                <Button size="xs" variant="default" onClick={() => close(current.id, current.actions?.dismiss)}>
                  {current.actions.dismiss.label}
                </Button>
              )}
            </Group>
          )}
        </Notification>
      )}
    </NotifyContext.Provider>
  );
}
