import { useTranslation } from 'react-i18next';
import { timeSince } from '../../ui/time/time-since';

/** How long the call has been open, short enough for a phone's line ("vor 2 min"). */
export function CallAge({ openedAt, now }: { openedAt: string; now: number }) {
  const { t } = useTranslation('phone');
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
