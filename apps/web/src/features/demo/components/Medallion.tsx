import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/** A resident's medallion (drawn for Wardlight): a pendant on its cord; a click sends an alert. */
export function Medallion(props: { resident: string; onPress: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <button
      type="button"
      className={classes.medallion}
      aria-label={t('buttons.medallion', { resident: props.resident })}
      onClick={props.onPress}
    >
      <svg viewBox="0 0 64 88" aria-hidden="true" focusable="false">
        <path d="M14 4c0 14 8 22 18 24 10-2 18-10 18-24" className={classes.medallionCord} />
        <circle cx="32" cy="56" r="26" className={classes.medallionBody} />
        <circle cx="32" cy="56" r="16" className={classes.medallionButton} />
        <path d="M32 47l2.6 5.6 6 .6-4.6 4 1.4 6-5.4-3.2-5.4 3.2 1.4-6-4.6-4 6-.6z" className={classes.medallionStar} />
      </svg>
    </button>
  );
}

/** Over the room's panel while the medallion's alert is on; a click on it closes the alert (spec §4). */
export function MedallionOverlay(props: { resident: string; onClose: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <button type="button" className={classes.overlay} onClick={props.onClose}>
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={classes.overlayIcon}>
        <circle cx="24" cy="24" r="20" />
        <path d="M24 12v14M24 32v4" />
      </svg>
      <span className={classes.overlayTitle}>{t('medallion.sent', { resident: props.resident })}</span>
      <span>{t('medallion.end')}</span>
    </button>
  );
}
