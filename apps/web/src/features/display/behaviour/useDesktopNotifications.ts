import { isPresence } from '@wardlight/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayCall } from '../calls/calls-feed';
import { readNotificationsOn, writeNotificationsOn } from './display-storage';

function notificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * Desktop notifications (spec part 2 §4): a stored on/off toggle that asks the browser's permission;
 * while the tab is hidden, each newly arrived call that is not a presence becomes a notification,
 * and clicking it brings the display forward.
 */
export function useDesktopNotifications() {
  const { t } = useTranslation('display');
  const [enabled, setEnabled] = useState(() => readNotificationsOn() && notificationsAllowed());

  const toggle = useCallback(async () => {
    if (enabled) {
      writeNotificationsOn(false);
      setEnabled(false);
      return;
    }
    if (typeof Notification === 'undefined') return;
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    const on = permission === 'granted';
    writeNotificationsOn(on);
    setEnabled(on);
  }, [enabled]);

  const announce = useCallback(
    (calls: readonly DisplayCall[]) => {
      if (!enabled || !document.hidden || !notificationsAllowed()) return;
      for (const call of calls) {
        if (isPresence(call)) continue;
        const body = call.position
          ? t('tile.typeAtPosition', { type: call.call_type_text, position: call.position })
          : call.call_type_text;
        const notification = new Notification(call.device_text_long || call.device_text_short, {
          body,
          tag: `call-${call.system_id}-${call.id}`,
        });
        notification.onclick = () => {
          window.focus();
          notification.close();
        };
      }
    },
    [enabled, t],
  );

  return { enabled, toggle, announce };
}
