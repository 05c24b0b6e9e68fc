import { useTranslation } from 'react-i18next';
import { formatClock, formatDate, weekdayName } from '../../../ui/time/date-format';
import classes from './display.module.css';
import { Icon } from './icons';

/**
 * No calls: a bell and a line of text, or in fullscreen a large clock with the date, which shows from
 * across the corridor that the display is alive. A click on it leaves fullscreen (spec part 2 §4).
 */
export function EmptyState({ fullscreen, now, onLeave }: { fullscreen: boolean; now: number; onLeave: () => void }) {
  const { t, i18n } = useTranslation('display');
  if (!fullscreen) {
    return (
      <div className={classes.empty} data-testid="display-empty">
        <Icon name="bell" size="4em" />
        <div>{t('empty.text')}</div>
      </div>
    );
  }
  const date = new Date(now);
  // The weekday in words, the date as the console writes it in every language (spec part 1 §9).
  const day = `${weekdayName(date, i18n.language)}, ${formatDate(date)}`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way out (useFullscreenBehaviour).
    // biome-ignore lint/a11y/noStaticElementInteractions: the whole empty wall is the target, as the spec says.
    <div className={classes.empty} data-testid="display-empty" onClick={onLeave}>
      <time className={classes.clockTime} dateTime={date.toISOString()}>
        {formatClock(date)}
      </time>
      <div className={classes.clockDate}>{day}</div>
    </div>
  );
}
