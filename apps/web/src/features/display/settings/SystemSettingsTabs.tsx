import { Tabs } from '@mantine/core';
import type { ProfileDraft, SettingDraft } from './profile-draft';
import { SystemSettingsPanel } from './SystemSettingsPanel';

interface Props {
  systems: readonly { id: number; name: string }[];
  draft: ProfileDraft;
  onChange: (systemId: number, patch: Partial<SettingDraft>) => void;
}

/** A tab per system the user may use; only the open tab loads its system's relations. */
export function SystemSettingsTabs({ systems, draft, onChange }: Props) {
  const first = systems[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={String(first.id)} keepMounted={false}>
      <Tabs.List>
        {systems.map((system) => (
          <Tabs.Tab key={system.id} value={String(system.id)}>
            {system.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {systems.map((system) => {
        const setting = draft.settings.find((s) => s.system_id === system.id);
        return (
          setting && (
            <Tabs.Panel key={system.id} value={String(system.id)}>
              <SystemSettingsPanel setting={setting} onChange={(patch) => onChange(system.id, patch)} />
            </Tabs.Panel>
          )
        );
      })}
    </Tabs>
  );
}
