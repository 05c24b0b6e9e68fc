import { useTranslation } from 'react-i18next';
import { NotLiveOverlay } from '../../../ui/not-live/NotLiveOverlay';

/** Covers everything: stale calls must not look like the ward's current state (DESIGN §6). */
export function OfflineOverlay({ reason }: { reason: string | null }) {
  const { t } = useTranslation('display');
  return <NotLiveOverlay title={t('offline.title')} text={t('offline.text')} reason={reason} />;
}
