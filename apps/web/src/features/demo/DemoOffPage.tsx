import { Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A command, the same in every language. */
const DEMO_START_COMMAND = 'DEMO_MODE=1 npm start';

/** `/demo` while demo mode is off: what it is and how to switch it on. */
export function DemoOffPage() {
  const { t } = useTranslation('demo');
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} size="h2">
          {t('off.title')}
        </Title>
        <Text>{t('off.body')}</Text>
        <Code block>{DEMO_START_COMMAND}</Code>
        <Text size="sm">{t('off.hint')}</Text>
      </Stack>
    </Container>
  );
}
