import { describe, expect, it } from 'vitest';
import { issueCodes } from '../validation/testing';
import { checkDeviceCapacity, type DeviceCapacityFacts, SECTION_MAX_DEVICES } from './capacity';

const radio: DeviceCapacityFacts = {
  kind: 'radio',
  isNew: true,
  sectionId: 1,
  entersSection: true,
  devicesInSection: 10,
  devicesInUse: 100,
  devicesLicensed: 500,
};

describe('room for one more device', () => {
  it.each<[string, Partial<DeviceCapacityFacts>, string[]]>([
    ['a new radio with room everywhere', {}, []],
    ['the last slot of a section', { devicesInSection: SECTION_MAX_DEVICES - 1 }, []],
    ['a full section', { devicesInSection: SECTION_MAX_DEVICES }, ['section_id:section_full']],
    ['a full section the device is already in', { devicesInSection: 70, entersSection: false, isNew: false }, []],
    ['no section', { sectionId: null, devicesInSection: 99 }, []],
    ['the last licensed device', { devicesInUse: 499 }, []],
    ['one more than licensed', { devicesInUse: 500 }, ['kind:license_limit']],
    ['no licence: 0 devices allow none', { devicesInUse: 0, devicesLicensed: 0 }, ['kind:license_limit']],
    ['editing a device beyond the licence', { isNew: false, devicesInUse: 600, entersSection: false }, []],
    [
      'moving it into a full section',
      { isNew: false, devicesInUse: 600, devicesInSection: 64 },
      ['section_id:section_full'],
    ],
    ['both at once', { devicesInUse: 500, devicesInSection: 64 }, ['kind:license_limit', 'section_id:section_full']],
    ['a room, whatever the limits', { kind: 'room', devicesInUse: 500, devicesInSection: 64 }, []],
  ])('%s', (_label, facts, expected) => {
    expect(issueCodes((list) => checkDeviceCapacity({ ...radio, ...facts }, list))).toEqual(expected);
  });
});
