import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** What the chart counts, under its title. */
  hint?: string;
  children: ReactNode;
}

/** One chart of `/analytics`, a region named by its title. */
export function ChartCard({ id, title, hint, children }: Props) {
  return (
    <Card withBorder component="section" aria-labelledby={`chart-${id}`} data-chart={id}>
      <Stack gap="xs">
        <div>
          <Title order={3} size="h5" id={`chart-${id}`}>
            {title}
          </Title>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
