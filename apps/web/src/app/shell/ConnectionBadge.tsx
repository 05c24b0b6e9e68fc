import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConnectionState } from '../connection/shell-stores';

/** Visible while the realtime link is down: nothing on screen may look live when it is not. */
export function ConnectionBadge() {
  const { t } = useTranslation();
  const { status } = useConnectionState();
  if (status !== 'lost') return null;
  return (
    <Badge color="red" variant="filled" role="status">
      {t('connection.lost')}
    </Badge>
  );
}
