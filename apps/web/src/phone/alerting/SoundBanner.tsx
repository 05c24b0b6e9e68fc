import { Alert, Button } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneServices } from '../app/phone-services';

/**
 * Browsers play no sound before the user touches the page once. Until the ring tone can be heard, this
 * says so and asks for the tap; once the nurse has agreed (kept in the partition), any tap anywhere will do.
 */
export function SoundBanner() {
  const { t } = useTranslation('phone');
  const { ringer, storage } = usePhoneServices();
  const running = useSyncExternalStore(ringer.subscribe, () => ringer.running);
  const consented = storage.read('sound') === 'on';

  useEffect(() => {
    if (running || !consented) return;
    const unlock = () => void ringer.unlock();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [running, consented, ringer]);

  if (running) return null;
  return (
    <Alert color="yellow" role="status" title={t('sound.title')}>
      <Button
        mt="xs"
        color="dark"
        onClick={async () => {
          if (await ringer.unlock()) storage.write('sound', 'on');
        }}
      >
        {t('sound.enable')}
      </Button>
    </Alert>
  );
}
