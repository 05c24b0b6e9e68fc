import { Badge, Tooltip } from '@mantine/core';
import { type BatteryThresholds, batteryColor, batteryLevel } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';

/**
 * A device's battery (spec part 1 §4): the percentage in green at or above the low threshold, yellow
 * at or above the critical one, red below, grey while unknown; the element-level state as its name.
 */
export function BatteryIndicator({ battery, thresholds }: { battery: number | null; thresholds: BatteryThresholds }) {
  const { t } = useTranslation('tree');
  const level = batteryLevel(battery, thresholds);
  const label = t(`battery.levels.${level}`);
  return (
    <Tooltip label={label}>
      <Badge color={batteryColor(level)} variant="light" aria-label={t('battery.label', { level: label })}>
        {level === 'unknown' ? t('battery.unknown') : t('battery.percent', { value: battery })}
      </Badge>
    </Tooltip>
  );
}
