import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../app/routes/route-index';
import { useWindowTitle } from '../../ui/useWindowTitle';

/**
 * Whether Back stays in the console: React Router numbers its history entries (`idx`), 0 being the
 * one the tab opened with. Opened from a link or a bookmark, Back would leave the console altogether.
 */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** Any unknown path, and the routes whose screens later issues build. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  useWindowTitle(t('notFound.title'));
  const goBack = () => (canGoBack() ? navigate(-1) : navigate(pathOf('homepage'), { replace: true }));
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('notFound.title')}</Title>
        <Text>{t('notFound.body')}</Text>
        <Button onClick={() => void goBack()}>{t('notFound.goBack')}</Button>
      </Stack>
    </Container>
  );
}
