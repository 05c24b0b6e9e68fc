import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/time/date-format';
import { callSeconds, type DurationUnit, durationText } from './duration-text';

/** A call's times as the log and the forms write them (also loaded by the display's call form). */
export interface TimedCall {
  opened_at: string;
  closed_at?: string | null;
  duration?: number | null;
  is_closed?: boolean;
}

/**
 * The console's date format (dd.MM.yyyy HH:mm, the browser's time zone: the app holds no system time
 * zone) and durations in the language's units ("1 min 12 s"); an open call is "open for …".
 */
export function useCallTexts() {
  const { t } = useTranslation('calllog');
  const unit = (name: DurationUnit, count: number) => t(`duration.${name}`, { count });
  const duration = (seconds: number) => durationText(seconds, unit);
  return {
    time: formatDateTime,
    duration,
    callDuration: (call: TimedCall, now: number) => {
      const seconds = duration(callSeconds(call, now));
      return call.is_closed === false ? t('openFor', { duration: seconds }) : seconds;
    },
  };
}
