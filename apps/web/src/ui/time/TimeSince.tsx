import { useTranslation } from 'react-i18next';
import { timeSince } from './time-since';

/**
 * How long ago a call opened, in the words of the page's own catalogue (`<ns>:since.*`): the wall
 * display's and the staff phone's say it alike, each in its own namespace so neither loads the other's.
 */
export function TimeSince({ openedAt, now, ns }: { openedAt: string; now: number; ns: 'display' | 'phone' }) {
  const { t } = useTranslation(ns);
  const since = timeSince(openedAt, now);
  switch (since.key) {
    case 'justNow':
      return t('since.justNow');
    case 'seconds':
      return t('since.seconds', { count: since.count });
    case 'minutes':
      return t('since.minutes', { count: since.count });
    case 'hours':
      return t('since.hours', { hours: since.hours, minutes: since.minutes });
  }
}
