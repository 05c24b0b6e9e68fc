import { useEffect, useSyncExternalStore } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneReportDocument, type PhoneStatusInput } from '../../generated/phone';
import { usePhoneServices } from '../app/phone-services';
import type { BatteryState } from './useBattery';

/**
 * `phoneReport`: what the receipts dashboard needs to tell a working phone from a silent one — battery,
 * charging, notification permission, muted, visible — sent on start and whenever one of them changes.
 */
export function useStatusReport({
  muted,
  visible,
  battery,
}: {
  muted: boolean;
  visible: boolean;
  battery: BatteryState | null;
}): void {
  const transport = useTransport();
  const { notifications } = usePhoneServices();
  const permission = useSyncExternalStore(notifications.subscribe, notifications.get);
  // The permission may have been changed in the browser's settings while the page was away.
  useEffect(() => {
    if (visible) notifications.refresh();
  }, [visible, notifications]);

  const status: PhoneStatusInput = {
    muted,
    visible,
    ...(permission ? { notifications: permission } : {}),
    ...(battery ? { battery: battery.level, charging: battery.charging } : {}),
  };
  const key = JSON.stringify(status);
  useEffect(() => {
    void transport.execute(PhoneReportDocument, { status: JSON.parse(key) as PhoneStatusInput });
  }, [key, transport]);
}
