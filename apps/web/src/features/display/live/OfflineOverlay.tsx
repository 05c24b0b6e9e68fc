import { useTranslation } from 'react-i18next';
import classes from '../view/display.module.css';

/** Covers everything: stale calls must not look like the ward's current state (DESIGN §6). */
export function OfflineOverlay({ reason }: { reason: string | null }) {
  const { t } = useTranslation('display');
  return (
    <div className={classes.offline} role="alert">
      <div className={classes.offlineTitle}>{t('offline.title')}</div>
      <div className={classes.offlineText}>{t('offline.text')}</div>
      {reason && <div>{reason}</div>}
    </div>
  );
}
