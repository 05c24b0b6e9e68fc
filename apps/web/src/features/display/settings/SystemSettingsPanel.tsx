import { Alert, Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingDraft } from './profile-draft';
import { ScheduleGroups } from './ScheduleGroups';
import { useSystemRelations } from './useSystemRelations';

interface Props {
  setting: SettingDraft;
  onChange: (patch: Partial<SettingDraft>) => void;
}

/** One system's tab: whether the profile shows it, and with which schedules and display groups. */
export function SystemSettingsPanel({ setting, onChange }: Props) {
  const { t } = useTranslation('displaySettings');
  const relations = useSystemRelations(setting.system_id);
  return (
    <Stack gap="md" pt="sm">
      <Checkbox
        label={t('system.show')}
        checked={setting.enabled}
        onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
      />
      {relations.failed && <Alert color="red">{t('system.loadFailed')}</Alert>}
      {setting.enabled && (
        <>
          <ScheduleGroups period="weekday" setting={setting} relations={relations} onChange={onChange} />
          <ScheduleGroups period="weekend" setting={setting} relations={relations} onChange={onChange} />
        </>
      )}
    </Stack>
  );
}
