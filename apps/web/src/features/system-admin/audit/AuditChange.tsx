import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLines, valueText } from './audit-diff';

/** An entry's change as lines: field, what it was (struck through) and what it became. */
export function AuditChange({ entry }: { entry: { action: string; field?: string | null; change: unknown } }) {
  const { t } = useTranslation('systemAdmin');
  const lines = changeLines(entry);
  if (lines.length === 0) return null;
  return (
    <Stack gap={2}>
      {lines.map((line) => {
        const from = valueText(line.from);
        const to = valueText(line.to);
        return (
          <Text key={line.field} size="sm">
            <Text span fw={500}>
              {line.field}
            </Text>
            {': '}
            {from && (
              <Text span c="red.8" td="line-through" aria-label={t('audit.change.from', { value: from })}>
                {from}
              </Text>
            )}
            {from && to && ' → '}
            {to && (
              <Text span c="green.9" aria-label={t('audit.change.to', { value: to })}>
                {to}
              </Text>
            )}
          </Text>
        );
      })}
    </Stack>
  );
}
