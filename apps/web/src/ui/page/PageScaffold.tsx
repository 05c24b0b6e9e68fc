import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowTitle } from '../useWindowTitle';
import { useHoldPageFullscreen } from './page-fullscreen';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Buttons and menus at the right of the title. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Hides the console's header and this page's footer. */
  fullscreen?: boolean;
  /** Given, the page offers a toggle for full screen beside its actions. */
  onFullscreenChange?: (fullscreen: boolean) => void;
  children: ReactNode;
}

/** The frame of a console page (spec part 1 §2): title, subtitle, actions, window title, full screen. */
export function PageScaffold({
  title,
  subtitle,
  actions,
  footer,
  fullscreen = false,
  onFullscreenChange,
  children,
}: Props) {
  const { t } = useTranslation('shell');
  useWindowTitle(title);
  useHoldPageFullscreen(fullscreen);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Box>
          <Title order={2}>{title}</Title>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Box>
        <Group gap="xs" wrap="nowrap">
          {actions}
          {onFullscreenChange && (
            <Button
              variant="default"
              size="xs"
              aria-pressed={fullscreen}
              onClick={() => onFullscreenChange(!fullscreen)}
            >
              {fullscreen ? t('page.leaveFullscreen') : t('page.enterFullscreen')}
            </Button>
          )}
        </Group>
      </Group>
      {children}
      {footer && !fullscreen && <Box component="footer">{footer}</Box>}
    </Stack>
  );
}
