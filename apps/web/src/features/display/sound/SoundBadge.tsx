import { useTranslation } from 'react-i18next';
import { Icon } from '../view/icons';
import classes from './sound.module.css';

/**
 * "Sound off — tap to enable": shown while the browser keeps the display's audio locked. Any tap, click
 * or key on the page unlocks it (display-audio.ts); the badge is a button so that it can be reached by
 * keyboard and names what a tap will do. It sits above the not-live overlay, whose tone it enables.
 */
export function SoundBadge() {
  const { t } = useTranslation('display');
  return (
    <button type="button" className={classes.badge} data-testid="sound-badge">
      <Icon name="soundOff" size="1.5em" />
      <span>{t('sound.locked')}</span>
    </button>
  );
}
