import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { systemOptions } from './available-systems';
import { useSystemSwitch } from './system-switch-context';
import { useAvailableSystems } from './useAvailableSystems';

/** The topbar's system selector, shown when more than one system is available (spec part 1 §2). */
export function SystemSelect() {
  const { t } = useTranslation('shell');
  const systems = useAvailableSystems();
  const { current, switching, switchTo } = useSystemSwitch();
  if (systems.length <= 1) return null;
  const options = systemOptions(systems, (name, id) => t('system.repeatedName', { name, id }));
  return (
    <Select
      aria-label={t('system.label')}
      data={options}
      value={String(current)}
      onChange={(value) => {
        if (value && Number(value) !== current) void switchTo(Number(value));
      }}
      allowDeselect={false}
      disabled={switching}
      size="xs"
      w={180}
    />
  );
}
