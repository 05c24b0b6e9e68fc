import { Box, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSelect } from './LanguageSelect';

interface Props {
  title: ReactNode;
  /** Beside the title: who is signed in, the mute toggle, the menu. */
  aside?: ReactNode;
  /** Under the header, above the page: banners. */
  banners?: ReactNode;
  children: ReactNode;
}

/** A phone screen: a header with the page's heading, and one column sized for a hand-held screen. */
export function PhoneLayout({ title, aside, banners, children }: Props) {
  return (
    <Container size={520} px="sm" py="sm">
      <Stack gap="sm">
        <Group component="header" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          {aside}
        </Group>
        {banners}
        <Box component="main">{children}</Box>
      </Stack>
    </Container>
  );
}

/** The pairing and sign-in screens: the form, and the language below it. */
export function PhoneFormLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <PhoneLayout title={title}>
      <Stack gap="lg">
        {children}
        <LanguageSelect />
      </Stack>
    </PhoneLayout>
  );
}
