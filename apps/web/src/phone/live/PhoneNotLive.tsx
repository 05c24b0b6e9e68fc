import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../../app/connection/shell-stores';
import { NotLiveOverlay } from '../../ui/not-live/NotLiveOverlay';

/**
 * While the socket is down the list may be missing calls: the phone must not look live (DESIGN §6). It
 * covers itself at once — a phone has no pings to wait for — and uncovers when the socket is back, which
 * re-subscribes and brings the whole list again.
 */
export function PhoneNotLive() {
  const { t } = useTranslation('phone');
  const { status, lastClose } = useConnectionState();
  if (status === 'connected') return null;
  const reason = status === 'lost' && lastClose ? t('notLive.closed', { code: lastClose.code }) : null;
  return <NotLiveOverlay title={t('notLive.title')} text={t('notLive.text')} reason={reason} />;
}
