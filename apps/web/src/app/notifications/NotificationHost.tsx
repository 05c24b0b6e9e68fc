import { Notification } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AppNotification, dismiss, enqueue, normalise } from './notification-queue';
import { NotifyContext } from './notifications-context';

/** Provides `useNotify()` and shows the first queued notification. */
export function NotificationHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<AppNotification[]>([]);
  const notify = useCallback((input: Parameters<typeof normalise>[0]) => {
    setQueue((q) => enqueue(q, normalise(input)));
  }, []);
  const current = queue[0];

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
          onClose={() => setQueue((q) => dismiss(q, current.id))}
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 420 }}
        >
          {current.text}
        </Notification>
      )}
    </NotifyContext.Provider>
  );
}
