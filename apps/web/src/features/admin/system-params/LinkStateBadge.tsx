import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// in-sync and ready are fine; a link that cannot work (offline, unauthorized) is red.
const COLORS: Readonly<Record<string, string>> = {
  'in-sync': 'green',
  ready: 'green',
  'needs-commit': 'yellow',
  busy: 'blue',
  loading: 'blue',
  processing: 'blue',
  offline: 'red',
  unauthorized: 'red',
};

/** The state of the link to the configurator (spec part 1 §4, call system sync states). */
export function LinkStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('adminSystem');
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant="light">
      {t([`systemParams.linkStates.${state}`, 'systemParams.linkStates.unknown'])}
    </Badge>
  );
}
