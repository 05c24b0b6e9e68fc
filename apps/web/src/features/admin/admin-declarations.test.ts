import { LOCALES, PERMISSION_GROUPS, PERMISSIONS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../app/routes/route-index';
import { createI18n } from '../../i18n/i18n';
import type { EntityDefinition, ListData } from '../../ui/crud/define-entity';
import { entityTextKeys } from '../../ui/crud/entity-texts';
import { sortModeOf } from '../../ui/crud/sort-rows';
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

type AnyEntity = EntityDefinition<ListData, unknown, unknown, unknown>;

const isEntity = (value: unknown): value is AnyEntity =>
  typeof value === 'object' && value !== null && 'columns' in value && 'documents' in value;

/** Every admin declaration, found by its file name, so that a new one is checked without a line here. */
const DECLARATIONS = Object.entries(import.meta.glob('./*/*.entity.{ts,tsx}', { eager: true })).flatMap(
  ([path, module]) =>
    Object.entries(module as Record<string, unknown>)
      .filter(([, value]) => isEntity(value))
      .map(([name, value]) => [`${path} ${name}`, value as AnyEntity] as const),
);

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

  // The browser sorts only the rows at hand, so a list longer than a page would offer no sort by such a
  // column (ui/crud/sort-rows.ts): every admin list sorts on the server, by each column that sorts.
  it.each(DECLARATIONS)('%s: the list sorts on the server by every column that sorts', (_, entity) => {
    const sortsOnServer = entity.sortsOnServer ?? false;
    const inBrowser = entity.columns.filter((column) => sortModeOf(column, sortsOnServer) === 'page');
    expect({ sortsOnServer, inBrowser: inBrowser.map((column) => column.key) }).toEqual({
      sortsOnServer: true,
      inBrowser: [],
    });
  });

  it('names every permission and group of the domain catalogue', () => {
    expect(missing(Object.keys(PERMISSION_GROUPS).map((g) => `admin:permissions.groups.${g}`))).toEqual([]);
    expect(missing(PERMISSIONS.map((p) => `admin:permissions.codes.${p.group}.${p.action}`))).toEqual([]);
  });

  it.each(LOCALES)('%s: the delete phrase is one word the user can type', (lng) => {
    expect(i18n.t('crud:delete.phrase', { lng })).toMatch(/^\p{L}+$/u);
  });
});
