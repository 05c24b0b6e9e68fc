import { Box, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The wizard's progress: one dot per step, the current one filled. */
export function ProgressDots({ count, current }: { count: number; current: number }) {
  const { t } = useTranslation('setup');
  return (
    <Group gap={8} role="img" aria-label={t('progress', { step: current + 1, count })}>
      {Array.from({ length: count }, (_, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else
          key={i}
          data-current={i === current || undefined}
          w={10}
          h={10}
          bg={i <= current ? 'teal' : 'gray.3'}
          style={{ borderRadius: '50%' }}
        />
      ))}
    </Group>
  );
}
