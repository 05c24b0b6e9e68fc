import { Card, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useWindowTitle } from './useWindowTitle';

/** The frame of the sign-in screens: a titled card in the middle of the page. */
export function CenteredCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  useWindowTitle(title);
  return (
    <Center mih="80vh" p="md">
      <Stack w="100%" maw={420}>
        <Card withBorder shadow="sm" padding="lg">
          <Stack>
            <Title order={2}>{title}</Title>
            {children}
          </Stack>
        </Card>
        {footer}
      </Stack>
    </Center>
  );
}
