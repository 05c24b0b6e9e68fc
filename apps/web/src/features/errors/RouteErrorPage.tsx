import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useWindowTitle } from '../../ui/useWindowTitle';

/**
 * A screen that failed to load or render. After an update the old screen files are gone from the
 * server, so the usual cure is a reload, which the page offers instead of React Router's debug page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  useWindowTitle(t('route.title'));
  const message = error instanceof Error ? error.message : String(error ?? '');
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('route.title')}</Title>
        <Text>{t('route.body')}</Text>
        {message && (
          <Text size="sm" c="dimmed">
            {message}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>{t('route.reload')}</Button>
      </Stack>
    </Container>
  );
}
