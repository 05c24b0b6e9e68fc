import { STORAGE_PREFIX } from '@wardlight/domain';

/** The display's desktop-notification toggle, stored as on or off (spec part 2 §4). */
export const NOTIFICATIONS_KEY = `${STORAGE_PREFIX}display_notifications`;

export function readNotificationsOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(NOTIFICATIONS_KEY) === 'on';
  } catch {
    return false; // storage refused by a kiosk policy: notifications stay off
  }
}

export function writeNotificationsOn(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(NOTIFICATIONS_KEY, on ? 'on' : 'off');
  } catch {
    // see readNotificationsOn
  }
}
