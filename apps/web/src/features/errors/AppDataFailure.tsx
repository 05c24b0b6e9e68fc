import { Alert, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** AppData could not be loaded (spec part 1 §8): nothing else can work, so say so and offer a retry. */
export function AppDataFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <Center h="100vh" p="md">
      <Stack maw={420}>
        <Alert color="red" title={t('appData.title')}>
          {t('appData.text')}
        </Alert>
        <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
