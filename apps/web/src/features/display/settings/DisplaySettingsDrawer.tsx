import { Box, Button, Drawer, Stack } from '@mantine/core';
import { hasPermission, usableSystems } from '@wardlight/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { validationIssues } from '../../../ui/graphql-errors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { addressSearch } from '../config/address-config';
import type { DisplayConfig } from '../config/display-config';
import type { DisplayProfilesState } from '../config/useDisplayProfiles';
import type { ProfileSelection } from '../config/useProfileSelection';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateProfileModal } from './CreateProfileModal';
import { DisplayUrlField } from './DisplayUrlField';
import { draftPatchOf, optionsOfDraft } from './display-options';
import { displayUrl } from './display-url';
import { ProfileOptions } from './ProfileOptions';
import { ProfilePicker } from './ProfilePicker';
import { SystemSettingsTabs } from './SystemSettingsTabs';
import { useProfileActions } from './useProfileActions';
import { useProfileDraft } from './useProfileDraft';

export interface DisplaySettingsDrawerProps {
  opened: boolean;
  onClose: () => void;
  profiles: DisplayProfilesState;
  selection: ProfileSelection;
  address: { config: DisplayConfig; setConfig: (config: DisplayConfig) => void };
  contextSystem: number;
}

const FIELDS = ['locale', 'font_size'] as const;

/**
 * Spec part 2 §2 and §4 Settings drawer. Without a profile the options edit the address directly;
 * a profile's edits wait for Save. Without the profile permission only the address and the picker show.
 */
export function DisplaySettingsDrawer(props: DisplaySettingsDrawerProps) {
  const { opened, onClose, profiles, selection, address, contextSystem } = props;
  const { t } = useTranslation('displaySettings');
  const { situation, data } = useSession();
  const canManage = hasPermission(situation.principal, 'display::manage_display_profiles');
  const systems = useMemo(
    () => usableSystems(situation.principal, data.publicSystemParams),
    [situation.principal, data.publicSystemParams],
  );
  const systemIds = useMemo(() => systems.map((s) => s.id), [systems]);
  const { profile, select } = selection;
  const edit = useProfileDraft(profile, systemIds);
  const actions = useProfileActions({ refetch: profiles.refetch, select, contextSystem });
  const fieldErrors = useFieldErrors(FIELDS);
  const [dialog, setDialog] = useState<'create' | 'delete' | 'unsaved' | null>(null);
  const { refetch } = profiles;

  // The drawer shows the list as the server has it now (spec part 2 §7: no cache in the drawer).
  useEffect(() => {
    if (opened) void refetch().catch(() => {});
  }, [opened, refetch]);

  const url = displayUrl(window.location.origin, profile?.slug ?? null, addressSearch(address.config, contextSystem));
  const closeDialog = () => setDialog(null);

  const save = async () => {
    if (!edit.draft) return;
    const error = await actions.save(edit.draft);
    fieldErrors.setIssues(error ? validationIssues(error) : []);
    if (!error) edit.markSaved();
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={() => (edit.dirty ? setDialog('unsaved') : onClose())}
        title={t('title')}
        closeButtonProps={{ 'aria-label': t('close') }}
        position="right"
        size="md"
      >
        <Stack gap="md">
          <DisplayUrlField url={url} />
          <ProfilePicker
            profiles={profiles.profiles}
            selected={profile}
            canManage={canManage}
            onSelect={(next) => select(next?.slug ?? null)}
            onCreate={() => setDialog('create')}
            onDelete={() => setDialog('delete')}
          />
          {canManage && edit.draft && (
            <ProfileOptions
              value={optionsOfDraft(edit.draft)}
              onChange={(patch) => edit.change(draftPatchOf(patch))}
              forProfile
              errors={fieldErrors.errors}
            />
          )}
          {canManage && !profile && (
            <ProfileOptions
              value={address.config}
              onChange={(patch) => address.setConfig({ ...address.config, ...patch })}
              forProfile={false}
            />
          )}
          {canManage && edit.draft && edit.draft.id > 0 && (
            <SystemSettingsTabs systems={systems} draft={edit.draft} onChange={edit.changeSetting} />
          )}
          <GeneralErrors messages={fieldErrors.general} />
          {canManage && profile && edit.dirty && (
            <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
              <Button fullWidth onClick={save} loading={actions.busy}>
                {t('save')}
              </Button>
            </Box>
          )}
        </Stack>
      </Drawer>
      <CreateProfileModal
        opened={dialog === 'create'}
        busy={actions.busy}
        onCreate={async (name) => {
          const error = await actions.create(name);
          if (!error) edit.discard();
          return error;
        }}
        onClose={closeDialog}
      />
      <ConfirmDialog
        opened={dialog === 'delete' && profile !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: profile?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={actions.busy}
        onConfirm={async () => {
          if (profile) await actions.remove(profile.id);
          closeDialog();
        }}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        opened={dialog === 'unsaved'}
        title={t('unsaved.title')}
        text={t('unsaved.text')}
        confirmLabel={t('unsaved.discard')}
        cancelLabel={t('unsaved.keep')}
        onConfirm={() => {
          edit.discard();
          closeDialog();
          onClose();
        }}
        onCancel={closeDialog}
      />
    </>
  );
}
