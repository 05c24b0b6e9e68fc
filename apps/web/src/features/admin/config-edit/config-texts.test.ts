import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { entityTextKeys } from '../../../ui/crud/entity-texts';
import { runtimeFields } from '../../../ui/crud/field-types';
import { callSourceEntity } from '../call-sources/call-sources.entity';
import { FLAGS, LED_COLORS, URGENCIES } from '../call-types/call-type-options';
import { callTypeEntity } from '../call-types/call-types.entity';
import { displayGroupEntity } from '../display-groups/display-groups.entity';
import { hubEntity } from '../hubs/hubs.entity';
import { scheduleEntity } from '../schedules/schedules.entity';
import { sectionEntity } from '../sections/sections.entity';
import { GLOBAL_SETTINGS_FIELDS } from '../settings/global-settings.form';
import { systemParamEntity } from '../system-params/system-params.entity';

const i18n = createI18n('de');
const missing = (keys: readonly string[]) => keys.filter((key) => !i18n.exists(key, { lng: 'de', fallbackLng: [] }));

describe('adminSystem texts', () => {
  it.each([
    ['systemParams', entityTextKeys(systemParamEntity)],
    ['callTypes', entityTextKeys(callTypeEntity)],
    ['schedules', entityTextKeys(scheduleEntity)],
    ['sections', entityTextKeys(sectionEntity)],
    ['displayGroups', entityTextKeys(displayGroupEntity)],
    ['callSources', entityTextKeys(callSourceEntity)],
    ['hubs', entityTextKeys(hubEntity)],
  ])('%s: every text the kit reads is in the catalogue', (_, keys) => {
    expect(keys.length).toBeGreaterThan(8);
    expect(missing(keys)).toEqual([]);
  });

  it('names every global setting, its hints and every choice the forms offer', () => {
    const fields = runtimeFields(GLOBAL_SETTINGS_FIELDS);
    expect(
      missing([
        ...fields.map((f) => `adminSystem:settings.fields.${f.name}`),
        ...fields.filter((f) => f.hint).map((f) => `adminSystem:settings.hints.${f.name}`),
        ...FLAGS.map((v) => `adminSystem:callTypes.flags.${v}`),
        ...URGENCIES.map((v) => `adminSystem:callTypes.urgencies.${v}`),
        ...LED_COLORS.map((v) => `adminSystem:callTypes.ledColors.${v}`),
        ...['created', 'updated', 'deleted', 'imported', 'sent', 'in_sync'].map((s) => `adminSystem:itemStates.${s}`),
      ]),
    ).toEqual([]);
  });
});
