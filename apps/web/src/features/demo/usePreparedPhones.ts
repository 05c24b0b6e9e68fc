import { useEffect, useState } from 'react';
import { preparePhones } from './demo-phones';

/** Whether the phones' partitions hold their pairing and sign-in, so their frames may load. */
export function usePreparedPhones(enabled: boolean): 'pending' | 'ready' | 'failed' {
  const [state, setState] = useState<'pending' | 'ready' | 'failed'>('pending');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    preparePhones().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
