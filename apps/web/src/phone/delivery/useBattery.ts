import { useEffect, useState } from 'react';

interface BatteryManagerLike extends EventTarget {
  level: number;
  charging: boolean;
}

type WithBattery = Navigator & { getBattery?: () => Promise<BatteryManagerLike> };

export interface BatteryState {
  /** 0–100. */
  level: number;
  charging: boolean;
}

/** The battery where the browser tells it (Chromium); null elsewhere — then the phone reports none. */
export function useBattery(): BatteryState | null {
  const [battery, setBattery] = useState<BatteryState | null>(null);
  useEffect(() => {
    const getBattery = (navigator as WithBattery).getBattery;
    if (!getBattery) return;
    let manager: BatteryManagerLike | null = null;
    let gone = false;
    const read = () => {
      if (manager && !gone) setBattery({ level: Math.round(manager.level * 100), charging: manager.charging });
    };
    getBattery
      .call(navigator)
      .then((m) => {
        manager = m;
        m.addEventListener('levelchange', read);
        m.addEventListener('chargingchange', read);
        read();
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      manager?.removeEventListener('levelchange', read);
      manager?.removeEventListener('chargingchange', read);
    };
  }, []);
  return battery;
}
