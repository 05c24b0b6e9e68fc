import { describe, expect, it } from 'vitest';
import type { Kind } from './entities';
import { validateEntity } from './validate-entity';

type Case = [string, Kind, number, Record<string, unknown>, Array<{ key: string; field: string | null }>];

const cases: Case[] = [
  ['a valid schedule', 'schedules', 4, { name: 'S', time_1: '06:00', time_2: '18:00' }, []],
  [
    'five ascending steps',
    'schedules',
    4,
    { name: 'S', time_1: '01:00', time_2: '02:00', time_3: '03:00', time_4: '04:00', time_5: '05:00' },
    [],
  ],
  ['one step only', 'schedules', 4, { name: 'S', time_1: '06:00' }, [{ key: 'invalid_value', field: 'time_2' }]],
  ['no steps', 'schedules', 4, { name: 'S' }, [{ key: 'invalid_value', field: 'time_1' }]],
  [
    'a gap between steps',
    'schedules',
    4,
    { name: 'S', time_1: '06:00', time_3: '18:00' },
    [{ key: 'invalid_value', field: 'time_2' }],
  ],
  [
    'equal steps',
    'schedules',
    4,
    { name: 'S', time_1: '06:00', time_2: '06:00' },
    [{ key: 'schedule_intervals_not_ascending', field: 'time_2' }],
  ],
  [
    'a time that is not HH:mm',
    'schedules',
    4,
    { name: 'S', time_1: '6:00', time_2: '24:00' },
    [
      { key: 'invalid_value', field: 'time_1' },
      { key: 'invalid_value', field: 'time_2' },
    ],
  ],
  [
    'schedule id 20, the "all day" code',
    'schedules',
    20,
    { name: 'S', time_1: '06:00', time_2: '18:00' },
    [{ key: 'invalid_value', field: 'id' }],
  ],
  ['a missing required name', 'call_sources', 9, { text: 'x' }, [{ key: 'invalid_value', field: 'number' }]],
  ['an unknown field', 'call_sources', 9, { number: 1, colour: 'red' }, [{ key: 'invalid_value', field: 'colour' }]],
  [
    'an id that differs from the path',
    'call_sources',
    9,
    { id: 8, number: 1 },
    [{ key: 'invalid_value', field: 'id' }],
  ],
  [
    'an umlaut in a device text',
    'system_tree_nodes',
    900,
    { kind: 'wired', name: 'Bad', text_long: 'Bad Zürich' },
    [{ key: 'invalid_value', field: 'text_long' }],
  ],
  [
    'read-only runtime values in a node',
    'system_tree_nodes',
    900,
    { kind: 'radio', name: 'M', battery: 50, reachable: false },
    [],
  ],
  [
    'an unknown urgency',
    'call_types',
    9,
    { name: 'X', urgency: 'Critical' },
    [{ key: 'invalid_value', field: 'urgency' }],
  ],
  [
    'special display group codes',
    'sections',
    9,
    { name: 'S', weekday_display_group_1_id: 254, weekday_schedule_id: 20 },
    [],
  ],
  [
    'a bad hub address',
    'hubs',
    9,
    { name: 'H', ip: '10.0.0.300', type: 'Radio' },
    [{ key: 'invalid_value', field: 'ip' }],
  ],
  [
    'a repeated connection id',
    'display_groups',
    9,
    {
      name: 'G',
      connections: [
        { id: 1, section_id: 1, call_type_id: 2 },
        { id: 1, section_id: 2, call_type_id: 2 },
      ],
    },
    [{ key: 'invalid_value', field: 'connections[1].id' }],
  ],
  [
    'a connection without a section',
    'display_groups',
    9,
    { name: 'G', connections: [{ id: 1, call_type_id: 2 }] },
    [{ key: 'invalid_value', field: 'connections[0].section_id' }],
  ],
];

describe('validateEntity', () => {
  it.each(cases)('%s', (_name, kind, id, body, expected) => {
    const result = validateEntity(kind, id, body);
    const problems = result.ok ? [] : result.errors.map(({ key, field }) => ({ key, field }));
    expect(problems).toEqual(expected);
  });

  it('fills defaults for optional fields', () => {
    const result = validateEntity('call_types', 9, { name: 'Ruf' });
    expect(result).toMatchObject({ ok: true, entity: { id: 9, flag: 'None', urgency: 'Normal', sort_order: 999 } });
  });
});
