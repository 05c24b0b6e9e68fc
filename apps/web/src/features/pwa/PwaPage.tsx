import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePwaRefresh } from './pull-to-refresh';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** What pulling down (or the header's reload) does on this page. */
  onRefresh?: () => Promise<unknown>;
  children: ReactNode;
}

const none = async () => undefined;

/** One page of the mobile console: its heading, a line under it, and its content in a column. */
export function PwaPage({ title, subtitle, onRefresh = none, children }: Props) {
  usePwaRefresh(onRefresh);
  return (
    <Stack gap="sm">
      <div>
        <Title order={1} size="h3">
          {title}
        </Title>
        {subtitle && (
          <Text size="sm" c="dimmed">
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/** A list card's minimum height: a target a thumb hits (WCAG 2.5.5 asks 44 px). */
export const CARD_MIN_HEIGHT = 64;

/** A page's wait for its first answer. */
export function PwaLoading({ label }: { label: string }) {
  return (
    <Center p="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** What a page says when its list is empty. */
export function PwaEmpty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" p="xl">
      {children}
    </Text>
  );
}

/** A page's cards as a list, each child one `<li>`. */
export function PwaCardList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** A card's dimmed last line: its facts that have a value, joined by dots. */
export function PwaCardFacts({ facts }: { facts: readonly (string | null | undefined)[] }) {
  return (
    <Text size="sm" c="dimmed">
      {facts.filter(Boolean).join(' · ')}
    </Text>
  );
}
