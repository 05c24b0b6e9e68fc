import { LOCALES, PERMISSION_GROUPS, PERMISSIONS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../app/routes/route-index';
import { createI18n } from '../../i18n/i18n';
import { entityTextKeys } from '../../ui/crud/entity-texts';
import { alertChannelEntity } from './alert-channels/alert-channels.entity';
import { buttonEntity } from './buttons/buttons.entity';
import { callSourceGroupEntity } from './call-source-groups/call-source-groups.entity';
import { checkpointMapEntity } from './checkpoint-maps/checkpoint-maps.entity';
import { displayNoteEntity } from './display-notes/display-notes.entity';
import { escapeProfileEntity } from './escape-profiles/escape-profiles.entity';
import { flightProfileEntity } from './flight-profiles/flight-profiles.entity';
import { indicatorEntity } from './indicators/indicators.entity';
import { mergeGroupEntity } from './merge-groups/merge-groups.entity';
import { roleEntity } from './roles/roles.entity';
import { userEntity } from './users/users.entity';
import { videoStreamEntity } from './video-streams/video-streams.entity';

const i18n = createI18n('de');
const missing = (keys: readonly string[]) => keys.filter((key) => !i18n.exists(key, { lng: 'de', fallbackLng: [] }));

describe('admin declarations', () => {
  it.each([
    ['admin.users', userEntity],
    ['admin.roles', roleEntity],
    ['admin.displaynotes', displayNoteEntity],
    ['admin.videostreams', videoStreamEntity],
    ['admin.callsourcegroups', callSourceGroupEntity],
    ['admin.mergegroups', mergeGroupEntity],
    ['admin.buttons', buttonEntity],
    ['admin.indicators', indicatorEntity],
    ['admin.alert-channels', alertChannelEntity],
    ['admin.checkpointmaps', checkpointMapEntity],
    ['admin.escapeprofiles', escapeProfileEntity],
  ] as const)('%s: the route requires what the declaration reads with', (name, entity) => {
    const route = findRoute(name);
    expect(route?.def.all).toEqual(entity.permissions.read);
    expect(findRoute(`${name}.edit`)?.chain).toContain(route?.def);
  });

  // The flight profile form has a name of its own in the spec's route table.
  it('admin.flightprofiles: the route requires what the declaration reads with', () => {
    const route = findRoute('admin.flightprofiles');
    expect(route?.def.all).toEqual(flightProfileEntity.permissions.read);
    expect(findRoute('flightProfileForm')?.chain).toContain(route?.def);
  });

  it.each([
    ['users', entityTextKeys(userEntity)],
    ['roles', entityTextKeys(roleEntity)],
    ['displayNotes', entityTextKeys(displayNoteEntity)],
    ['flightProfiles', entityTextKeys(flightProfileEntity)],
    ['videoStreams', entityTextKeys(videoStreamEntity)],
    ['callSourceGroups', entityTextKeys(callSourceGroupEntity)],
    ['mergeGroups', entityTextKeys(mergeGroupEntity)],
    ['buttons', entityTextKeys(buttonEntity)],
    ['indicators', entityTextKeys(indicatorEntity)],
    ['alertChannels', entityTextKeys(alertChannelEntity)],
    ['checkpointMaps', entityTextKeys(checkpointMapEntity)],
    ['escapeProfiles', entityTextKeys(escapeProfileEntity)],
  ])('%s: every text the kit reads is in the catalogue', (_, keys) => {
    expect(keys.length).toBeGreaterThan(8);
    expect(missing(keys)).toEqual([]);
  });

  it('names every permission and group of the domain catalogue', () => {
    expect(missing(Object.keys(PERMISSION_GROUPS).map((g) => `admin:permissions.groups.${g}`))).toEqual([]);
    expect(missing(PERMISSIONS.map((p) => `admin:permissions.codes.${p.group}.${p.action}`))).toEqual([]);
  });

  it.each(LOCALES)('%s: the delete phrase is one word the user can type', (lng) => {
    expect(i18n.t('crud:delete.phrase', { lng })).toMatch(/^\p{L}+$/u);
  });
});
