import { useTranslation } from 'react-i18next';
import classes from './display.module.css';
import { Icon } from './icons';

/** The console writes Swiss German dates (DESIGN §3); other languages keep their own order. */
function intlLocale(language: string): string {
  return language === 'de' ? 'de-CH' : language;
}

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
  const locale = intlLocale(i18n.language);
  const date = new Date(now);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way out (useFullscreenBehaviour).
    // biome-ignore lint/a11y/noStaticElementInteractions: the whole empty wall is the target, as the spec says.
    <div className={classes.empty} data-testid="display-empty" onClick={onLeave}>
      <time className={classes.clockTime} dateTime={date.toISOString()}>
        {time}
      </time>
      <div className={classes.clockDate}>{day}</div>
    </div>
  );
}
