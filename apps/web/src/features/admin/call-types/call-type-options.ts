import { useTranslation } from 'react-i18next';
import type { Option } from '../../../ui/crud/field-types';

// The values the API accepts (call-types.definition.ts); the labels are translated.
export const FLAGS = ['None', 'Presence', 'Defect'] as const;
export const URGENCIES = ['Normal', 'Urgent', 'Emergency'] as const;
export const LED_COLORS = ['off', 'red', 'green', 'yellow', 'blue', 'white'] as const;

function useChoices(group: string, values: readonly string[]): Option[] {
  const { t } = useTranslation('adminSystem');
  return values.map((value) => ({ value, label: t(`callTypes.${group}.${value}`) }));
}

export const useFlagOptions = () => useChoices('flags', FLAGS);
export const useUrgencyOptions = () => useChoices('urgencies', URGENCIES);
export const useLedColorOptions = () => useChoices('ledColors', LED_COLORS);
