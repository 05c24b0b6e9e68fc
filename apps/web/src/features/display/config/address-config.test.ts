import { describe, expect, it } from 'vitest';
import { addressSearch, defaultDisplayConfig, parseAddressConfig } from './address-config';
import type { DisplayConfig, SystemDisplaySetting } from './display-config';
import { settingWithNone } from './system-setting';

const CONTEXT = 1;
const config = (patch: Partial<DisplayConfig>): DisplayConfig => ({ ...defaultDisplayConfig(), ...patch });
const weekday = (system: number, schedule: number, groups: number[]): SystemDisplaySetting => ({
  ...settingWithNone(system),
  weekday_schedule_id: schedule,
  ...Object.fromEntries(groups.map((id, i) => [`weekday_display_group_${i + 1}_id`, id])),
});
const weekdayGroups = (system: number, schedule: number, groups: number[]) => ({
  [system]: weekday(system, schedule, groups),
});

describe('address → display configuration', () => {
  const cases: Array<[label: string, search: string, expected: DisplayConfig]> = [
    ['nothing', '', defaultDisplayConfig()],
    ['sections', '?sections=3,1,3', config({ sections: [3, 1] })],
    ['sections with junk entries', '?sections=3,x,,-2,4', config({ sections: [3, 4] })],
    [
      'ignore window',
      '?ignore_sections_time=22:00-6:30',
      config({ ignoreSectionsTime: { start: '22:00', end: '06:30' } }),
    ],
    ['ignore window out of range', '?ignore_sections_time=25:00-06:00', defaultDisplayConfig()],
    ['ignore window half', '?ignore_sections_time=22:00', defaultDisplayConfig()],
    ['fullscreen', '?fullscreen=1', config({ fullscreen: true })],
    ['fullscreen other than 1', '?fullscreen=true', defaultDisplayConfig()],
    ['video stream', '?videostream=1', config({ videoStream: true })],
    ['call types', '?ignore_sections_filter_for_call_types=6,7', config({ ignoreSectionsFilterForCallTypes: [6, 7] })],
    ['system', '?system=2', config({ system: 2 })],
    ['system zero', '?system=0', defaultDisplayConfig()],
    ['system junk', '?system=two', defaultDisplayConfig()],
    ['locale', '?locale=fr', config({ locale: 'fr' })],
    ['unknown locale', '?locale=es', defaultDisplayConfig()],
    ['font larger', '?fontsize=larger', config({ fontSize: 'larger' })],
    ['font largest', '?fontsize=largest', config({ fontSize: 'largest' })],
    ['font junk', '?fontsize=huge', defaultDisplayConfig()],
    [
      'weekday schedule and groups, -1 none, short list padded',
      '?wd_schedule=3&wd_groups=4,-1,254',
      config({ displayGroupConfig: weekdayGroups(CONTEXT, 3, [4, 255, 254, 255, 255]) }),
    ],
    [
      'groups for the system of the address',
      '?system=2&wd_schedule=20&wd_groups=7',
      config({ system: 2, displayGroupConfig: weekdayGroups(2, 20, [7]) }),
    ],
    [
      'bad group entries read as none, extra ones are dropped',
      '?wd_schedule=3&wd_groups=4,x,5,6,7,8',
      config({ displayGroupConfig: weekdayGroups(CONTEXT, 3, [4, 255, 5, 6, 7]) }),
    ],
    ['groups without a schedule', '?wd_groups=4,5', defaultDisplayConfig()],
    ['schedule junk', '?wd_schedule=abc&wd_groups=4', defaultDisplayConfig()],
    [
      'weekend only',
      '?we_schedule=-1&we_groups=-1,-1,-1,-1,-1',
      config({ displayGroupConfig: { [CONTEXT]: settingWithNone(CONTEXT) } }),
    ],
  ];

  it.each(cases)('%s', (_label, search, expected) => {
    expect(parseAddressConfig(search, CONTEXT)).toEqual(expected);
  });
});

describe('display configuration → address', () => {
  const full = config({
    fontSize: 'largest',
    fullscreen: true,
    videoStream: true,
    locale: 'it',
    sections: [1, 2],
    ignoreSectionsFilterForCallTypes: [6],
    ignoreSectionsTime: { start: '22:00', end: '06:00' },
    system: 2,
    displayGroupConfig: {
      2: { ...weekday(2, 3, [4, 255, 253]), weekend_schedule_id: 20, weekend_display_group_1_id: 254 },
    },
  });

  it.each<[string, DisplayConfig]>([
    ['defaults', defaultDisplayConfig()],
    ['every parameter', full],
    ['groups of the context system', config({ displayGroupConfig: weekdayGroups(CONTEXT, 5, [1, 2]) })],
  ])('round-trips %s', (_label, value) => {
    expect(parseAddressConfig(addressSearch(value, CONTEXT), CONTEXT)).toEqual(value);
  });

  it('writes a readable address in a fixed order, none as -1', () => {
    expect(addressSearch(full, CONTEXT)).toBe(
      '?sections=1,2&ignore_sections_time=22:00-06:00&fullscreen=1&videostream=1' +
        '&ignore_sections_filter_for_call_types=6&system=2&locale=it&fontsize=largest' +
        '&wd_schedule=3&wd_groups=4,-1,253,-1,-1&we_schedule=20&we_groups=254,-1,-1,-1,-1',
    );
  });

  it('leaves defaults out', () => {
    expect(addressSearch(defaultDisplayConfig(), CONTEXT)).toBe('');
  });

  it('keeps parameters that are not the display’s and replaces its own', () => {
    expect(addressSearch(config({ fullscreen: true }), CONTEXT, '?kiosk=a&fontsize=larger&sections=x')).toBe(
      '?kiosk=a&fullscreen=1',
    );
  });

  it('tidies a hand-written address into the same form', () => {
    const typed = '?fontsize=larger&sections=2,x,1&fullscreen=yes';
    expect(addressSearch(parseAddressConfig(typed, CONTEXT), CONTEXT, typed)).toBe('?sections=2,1&fontsize=larger');
  });
});
