import { describe, expect, it } from 'vitest';
import { buildCallFilter, type CallFilterInput, type CallFilterRelations, type FilterableCall } from './call-filter';
import { allDay, at, buildCallType } from './factories';

const ALERT = 1; // Normal
const EMERGENCY = 2;
const URGENT = 3;
const PRESENCE = 6; // Normal, flag Presence
const DEFECT = 9; // Normal, flag Defect

const relations: CallFilterRelations = {
  schedules: [],
  callTypes: [
    buildCallType(ALERT),
    buildCallType(EMERGENCY, 'Emergency'),
    buildCallType(URGENT, 'Urgent'),
    buildCallType(PRESENCE, 'Normal', 'Presence'),
    buildCallType(DEFECT, 'Normal', 'Defect'),
  ],
  displayGroups: [
    // Ward: alerts of section 1, only emergencies of section 2.
    { id: 10, connections: [conn(1, ALERT), conn(2, EMERGENCY)] },
    // Escalation: urgent and emergency of section 3; the technicians' defects of section 4.
    { id: 11, connections: [conn(3, URGENT), conn(3, EMERGENCY), conn(4, DEFECT)] },
  ],
  weekend_start: 6840,
  weekend_stop: 360,
};

function conn(section_id: number, call_type_id: number) {
  return { id: section_id * 100 + call_type_id, section_id, call_type_id };
}

/** A call of a type in a section; the nested call_type is left out when the type is unknown to it. */
function call(callTypeId: number, sectionId: number | null, nested = true): FilterableCall {
  const type = relations.callTypes.find((t) => t.id === callTypeId);
  return { call_type_id: callTypeId, section_id: sectionId, call_type: nested && type ? { flag: type.flag } : null };
}

const noon = at('Wed', '12:00');
const shows = (input: Partial<CallFilterInput>, c: FilterableCall) =>
  buildCallFilter({ setting: null, relations, clock: noon, ...input })(c);

type Case = [string, Partial<CallFilterInput>, FilterableCall, boolean];

describe('buildCallFilter without a display-group filter', () => {
  it.each<Case>([
    ['an alert shows', {}, call(ALERT, 1), true],
    ['a presence shows', {}, call(PRESENCE, 7), true],
    ['a call without section shows', {}, call(ALERT, null), true],
    ['a defect is hidden', {}, call(DEFECT, 1), false],
    ['a defect is known by its type id without nested call_type', {}, call(DEFECT, 1, false), false],
    ['a call of an unknown type shows', {}, call(42, 1), true],
    ['schedule none counts as no filter: defect hidden', { setting: allDay(255) }, call(DEFECT, 4), false],
    ['a stale group id counts as no filter: defect hidden', { setting: allDay(77) }, call(DEFECT, 4), false],
  ])('%s', (_name, input, c, expected) => {
    expect(shows(input, c)).toBe(expected);
  });
});

describe('the sections filter', () => {
  const s = { sections: [1, 2] };
  const night = { start: '22:00', end: '06:00' };
  it.each<Case>([
    ['a listed section shows', s, call(ALERT, 2), true],
    ['another section is hidden', s, call(ALERT, 3), false],
    ['a call without section is hidden', s, call(ALERT, null), false],
    ['an empty list filters nothing', { sections: [] }, call(ALERT, 3), true],
    [
      'exempt call types pass from any section',
      { ...s, ignoreSectionsFilterForCallTypes: [EMERGENCY] },
      call(EMERGENCY, 5),
      true,
    ],
    [
      'exempt types pass without section too',
      { ...s, ignoreSectionsFilterForCallTypes: [EMERGENCY] },
      call(EMERGENCY, null),
      true,
    ],
    ['other types stay filtered', { ...s, ignoreSectionsFilterForCallTypes: [EMERGENCY] }, call(ALERT, 5), false],
    ['exemption does not unhide defects', { ...s, ignoreSectionsFilterForCallTypes: [DEFECT] }, call(DEFECT, 5), false],
    [
      'inside a plain ignore window',
      { ...s, ignoreSectionsTime: { start: '11:00', end: '13:00' } },
      call(ALERT, 3),
      true,
    ],
    [
      'at the end of a plain window the filter is back',
      { ...s, ignoreSectionsTime: { start: '11:00', end: '12:00' } },
      call(ALERT, 3),
      false,
    ],
    [
      'at the start of a wrapping window',
      { ...s, ignoreSectionsTime: night, clock: at('Wed', '22:00') },
      call(ALERT, 3),
      true,
    ],
    ['a minute before it', { ...s, ignoreSectionsTime: night, clock: at('Wed', '21:59') }, call(ALERT, 3), false],
    ['at midnight inside it', { ...s, ignoreSectionsTime: night, clock: at('Thu', '00:00') }, call(ALERT, 3), true],
    ['the last minute inside it', { ...s, ignoreSectionsTime: night, clock: at('Thu', '05:59') }, call(ALERT, 3), true],
    [
      'at its end the filter is back',
      { ...s, ignoreSectionsTime: night, clock: at('Thu', '06:00') },
      call(ALERT, 3),
      false,
    ],
    [
      'equal start and end ignore nothing',
      { ...s, ignoreSectionsTime: { start: '12:00', end: '12:00' } },
      call(ALERT, 3),
      false,
    ],
    [
      'an unreadable window ignores nothing',
      { ...s, ignoreSectionsTime: { start: '', end: '23:00' } },
      call(ALERT, 3),
      false,
    ],
    ['a null window ignores nothing', { ...s, ignoreSectionsTime: null }, call(ALERT, 3), false],
    [
      'the ignore window does not unhide defects',
      { ...s, ignoreSectionsTime: { start: '00:00', end: '23:59' } },
      call(DEFECT, 3),
      false,
    ],
  ])('%s', (_name, input, c, expected) => {
    expect(shows(input, c)).toBe(expected);
  });
});

describe('display group codes 254 (all) and 253 (section)', () => {
  it.each<Case>([
    ['all shows defects', { setting: allDay(254) }, call(DEFECT, 4), true],
    [
      'all shows every section whatever the sections parameter',
      { setting: allDay(254), sections: [1] },
      call(ALERT, 3),
      true,
    ],
    ['section shows the listed sections', { setting: allDay(253), sections: [1] }, call(ALERT, 1), true],
    ['section hides other sections', { setting: allDay(253), sections: [1] }, call(ALERT, 3), false],
    ['section shows defects of its sections', { setting: allDay(253), sections: [1] }, call(DEFECT, 1), true],
    ['section without sections parameter shows every section', { setting: allDay(253) }, call(DEFECT, 8), true],
    [
      'section keeps the exemptions',
      { setting: allDay(253), sections: [1], ignoreSectionsFilterForCallTypes: [URGENT] },
      call(URGENT, 3),
      true,
    ],
    [
      'section keeps the ignore window',
      { setting: allDay(253), sections: [1], ignoreSectionsTime: { start: '12:00', end: '13:00' } },
      call(ALERT, 3),
      true,
    ],
  ])('%s', (_name, input, c, expected) => {
    expect(shows(input, c)).toBe(expected);
  });
});

describe('concrete display groups', () => {
  const ward = { setting: allDay(10) };
  const escalation = { setting: allDay(11) };
  it.each<Case>([
    ['a connected pair shows', ward, call(ALERT, 1), true],
    ['a type not connected in that section is hidden', ward, call(EMERGENCY, 1), false],
    ['a pair of another section', ward, call(EMERGENCY, 2), true],
    ['an unconnected section is hidden', ward, call(ALERT, 5), false],
    ['a call without section is hidden', ward, call(ALERT, null), false],
    ['presences are added to a section with normal calls', ward, call(PRESENCE, 1), true],
    ['presences known by type id only are added too', ward, call(PRESENCE, 1, false), true],
    ['not to a section of emergencies only', ward, call(PRESENCE, 2), false],
    ['not to a section of urgent and emergency calls', escalation, call(PRESENCE, 3), false],
    ['not to a section the group does not connect', ward, call(PRESENCE, 5), false],
    ['a connected defect shows', escalation, call(DEFECT, 4), true],
    ['a section of defects (normal urgency) gets presences', escalation, call(PRESENCE, 4), true],
    ['an unconnected defect is hidden', ward, call(DEFECT, 1), false],
    ['the sections parameter does not narrow a group', { ...ward, sections: [5] }, call(ALERT, 1), true],
    ['nor widen it', { ...ward, sections: [5] }, call(ALERT, 5), false],
  ])('%s', (_name, input, c, expected) => {
    expect(shows(input, c)).toBe(expected);
  });

  it('follows the schedule: weekday group by day, weekend group on Saturday', () => {
    const input: CallFilterInput = {
      setting: { ...allDay(10), weekend_display_group_1_id: 11 },
      relations,
      clock: noon,
    };
    expect(buildCallFilter(input)(call(ALERT, 1))).toBe(true);
    expect(buildCallFilter({ ...input, clock: at('Sat', '12:00') })(call(ALERT, 1))).toBe(false);
    expect(buildCallFilter({ ...input, clock: at('Sat', '12:00') })(call(URGENT, 3))).toBe(true);
  });
});
