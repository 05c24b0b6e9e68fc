import { useCallback, useState } from 'react';
import { usePhoneServices } from '../app/phone-services';

/** The phone's mute toggle, kept in its partition: a muted phone stays muted after a reload (and says so). */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const { storage } = usePhoneServices();
  const [muted, setMutedState] = useState(() => storage.read('muted') === '1');
  const setMuted = useCallback(
    (next: boolean) => {
      storage.write('muted', next ? '1' : null);
      setMutedState(next);
    },
    [storage],
  );
  return [muted, setMuted];
}
