import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWindowTitle } from '../../ui/useWindowTitle';

/** Any unknown path, and the routes whose screens later issues build. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  useWindowTitle(t('notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={2}>{t('notFound.title')}</Title>
        <Text>{t('notFound.body')}</Text>
        <Button onClick={() => navigate(-1)}>{t('notFound.goBack')}</Button>
      </Stack>
    </Container>
  );
}
