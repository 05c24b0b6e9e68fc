import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneServices } from '../app/phone-services';
import { isRinging, type PhoneCall, urgencyKey } from '../calls/phone-call';

/** How often a ringing call nobody has seen rings again: an emergency more often. */
export const REPEAT_MS = { emergency: 4000, other: 10_000 } as const;

const VIBRATION = {
  emergency: [400, 100, 400, 100, 400, 100, 400],
  urgent: [300, 150, 300, 150, 300],
  normal: [300, 200, 300],
};

interface Options {
  calls: readonly PhoneCall[] | null;
  /** Ringing calls seen on the screen (opened): they do not ring again. */
  seen: ReadonlySet<number>;
  /** Silenced by the user: no sound (vibration and notifications stay). */
  muted: boolean;
  visible: boolean;
}

const mostUrgent = (calls: readonly PhoneCall[]) =>
  calls.reduce<ReturnType<typeof urgencyKey>>((top, call) => {
    const key = urgencyKey(call.urgency);
    return key === 'emergency' || (key === 'urgent' && top === 'normal') ? key : top;
  }, 'normal');

/**
 * Makes a new ringing call heard and felt: a tone (unless muted), a vibration, and a system notification
 * when the page is not on the screen and notifications are allowed. A ringing call nobody has opened
 * rings again until it is opened, accepted, taken or closed.
 */
export function useAlerting({ calls, seen, muted, visible }: Options): void {
  const { ringer, notifications } = usePhoneServices();
  const { t } = useTranslation('phone');
  const known = useRef(new Set<number>());
  const alert = useRef<(calls: readonly PhoneCall[], fresh: boolean) => void>(() => {});
  alert.current = (ringing, fresh) => {
    const urgency = mostUrgent(ringing);
    if (!muted) ringer.ring(urgency);
    navigator.vibrate?.(VIBRATION[urgency]);
    if (!fresh || visible || notifications.get() !== 'granted') return;
    for (const call of ringing) {
      try {
        new Notification(t('notification.title', { type: call.call_type_text }), {
          body: [call.device_text_long, call.section_name].filter(Boolean).join(' · '),
          tag: `wardlight-call-${call.id}`,
          requireInteraction: true,
        });
      } catch {
        // Android Chrome allows notifications from a service worker only: the tone and vibration remain.
      }
    }
  };

  // A call that starts ringing — or rings again after a release — alerts at once.
  useEffect(() => {
    if (!calls) return;
    const ringing = calls.filter(isRinging);
    const fresh = ringing.filter((call) => !known.current.has(call.id));
    known.current = new Set(ringing.map((call) => call.id));
    if (fresh.length > 0) alert.current(fresh, true);
  }, [calls]);

  const unseen = (calls ?? []).filter((call) => isRinging(call) && !seen.has(call.id));
  const unseenKey = unseen.map((call) => call.id).join(',');
  const emergency = mostUrgent(unseen) === 'emergency';
  const latestUnseen = useRef(unseen);
  latestUnseen.current = unseen;
  useEffect(() => {
    if (!unseenKey) return;
    const timer = setInterval(
      () => alert.current(latestUnseen.current, false),
      emergency ? REPEAT_MS.emergency : REPEAT_MS.other,
    );
    return () => clearInterval(timer);
  }, [unseenKey, emergency]);
}
