import { isLocale, parseSystemId } from '@wardlight/domain';
import type { DisplayConfig, FontSize, SystemDisplaySetting } from './display-config';
import { NONE, settingWithNone } from './system-setting';

/**
 * The display's query parameters (spec part 2 §2) ⇄ DisplayConfig. A wall display is configured by
 * typing an address into a kiosk, so anything unreadable is dropped on its own and never costs the
 * rest of the address: a bad value reads as if it were absent.
 */
export const ADDRESS_KEYS = [
  'sections',
  'ignore_sections_time',
  'fullscreen',
  'videostream',
  'ignore_sections_filter_for_call_types',
  'system',
  'locale',
  'fontsize',
  'wd_schedule',
  'wd_groups',
  'we_schedule',
  'we_groups',
] as const;

const GROUPS_PER_SCHEDULE = 5;
/** The address writes 'none' as -1 (spec part 2 §2); profiles and the configurator write 255. */
const ADDRESS_NONE = -1;
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export function defaultDisplayConfig(): DisplayConfig {
  return {
    fontSize: 'normal',
    fullscreen: false,
    videoStream: false,
    showPresences: true,
    emergencyTone: false,
    locale: null,
    sections: [],
    ignoreSectionsFilterForCallTypes: [],
    ignoreSectionsTime: null,
    system: null,
    displayGroupConfig: {},
  };
}

function idList(value: string | null): number[] {
  if (!value) return [];
  const ids = value.split(',').flatMap((part) => (/^\d+$/.test(part.trim()) ? [Number(part.trim())] : []));
  return [...new Set(ids)];
}

function timeOf(text: string | undefined): string | null {
  const match = text ? TIME.exec(text.trim()) : null;
  return match ? `${match[1]?.padStart(2, '0')}:${match[2]}` : null;
}

function timeWindow(value: string | null): DisplayConfig['ignoreSectionsTime'] {
  const [start, end, ...rest] = (value ?? '').split('-');
  const window = { start: timeOf(start), end: timeOf(end) };
  if (rest.length > 0 || !window.start || !window.end) return null;
  return { start: window.start, end: window.end };
}

function fontSize(value: string | null): FontSize {
  return value === 'larger' || value === 'largest' ? value : 'normal';
}

/** An id of the address, -1 meaning none; null when it is no id at all. */
function addressId(text: string | undefined): number | null {
  const value = text?.trim() ?? '';
  if (value === String(ADDRESS_NONE)) return NONE;
  return /^\d+$/.test(value) ? Number(value) : null;
}

function groups(value: string | null): number[] {
  const parts = (value ?? '').split(',');
  return Array.from({ length: GROUPS_PER_SCHEDULE }, (_, i) => addressId(parts[i]) ?? NONE);
}

type Period = 'weekday' | 'weekend';

function periodPart(
  params: URLSearchParams,
  prefix: 'wd' | 'we',
  period: Period,
): Partial<SystemDisplaySetting> | null {
  const schedule = addressId(params.get(`${prefix}_schedule`) ?? undefined);
  if (schedule === null) return null;
  const ids = groups(params.get(`${prefix}_groups`));
  return Object.fromEntries([
    [`${period}_schedule_id`, schedule],
    ...ids.map((id, i) => [`${period}_display_group_${i + 1}_id`, id]),
  ]);
}

export function parseAddressConfig(search: string | URLSearchParams, contextSystem: number): DisplayConfig {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const locale = params.get('locale');
  const system = parseSystemId(params.get('system'));
  const weekday = periodPart(params, 'wd', 'weekday');
  const weekend = periodPart(params, 'we', 'weekend');
  const systemId = system ?? contextSystem;
  return {
    ...defaultDisplayConfig(),
    fontSize: fontSize(params.get('fontsize')),
    fullscreen: params.get('fullscreen') === '1',
    videoStream: params.get('videostream') === '1',
    locale: isLocale(locale) ? locale : null,
    sections: idList(params.get('sections')),
    ignoreSectionsFilterForCallTypes: idList(params.get('ignore_sections_filter_for_call_types')),
    ignoreSectionsTime: timeWindow(params.get('ignore_sections_time')),
    system,
    displayGroupConfig:
      weekday || weekend ? { [systemId]: { ...settingWithNone(systemId), ...weekday, ...weekend } } : {},
  };
}

function groupsText(setting: SystemDisplaySetting, period: Period): string {
  return Array.from({ length: GROUPS_PER_SCHEDULE }, (_, i) => {
    const id = setting[`${period}_display_group_${i + 1}_id` as keyof SystemDisplaySetting];
    return id === NONE ? ADDRESS_NONE : id;
  }).join(',');
}

/** The query parameters that say `config` for the context system, in a fixed order; defaults are left out. */
export function addressParams(config: DisplayConfig, contextSystem: number): URLSearchParams {
  const params = new URLSearchParams();
  const setting = config.displayGroupConfig[config.system ?? contextSystem];
  if (config.sections.length) params.set('sections', config.sections.join(','));
  if (config.ignoreSectionsTime) {
    params.set('ignore_sections_time', `${config.ignoreSectionsTime.start}-${config.ignoreSectionsTime.end}`);
  }
  if (config.fullscreen) params.set('fullscreen', '1');
  if (config.videoStream) params.set('videostream', '1');
  if (config.ignoreSectionsFilterForCallTypes.length) {
    params.set('ignore_sections_filter_for_call_types', config.ignoreSectionsFilterForCallTypes.join(','));
  }
  if (config.system !== null) params.set('system', String(config.system));
  if (config.locale) params.set('locale', config.locale);
  if (config.fontSize !== 'normal') params.set('fontsize', config.fontSize);
  if (setting) {
    params.set(
      'wd_schedule',
      String(setting.weekday_schedule_id === NONE ? ADDRESS_NONE : setting.weekday_schedule_id),
    );
    params.set('wd_groups', groupsText(setting, 'weekday'));
    params.set(
      'we_schedule',
      String(setting.weekend_schedule_id === NONE ? ADDRESS_NONE : setting.weekend_schedule_id),
    );
    params.set('we_groups', groupsText(setting, 'weekend'));
  }
  return params;
}

/**
 * The address for `config`, keeping parameters that are not the display's (a kiosk tool may add its
 * own); '' or '?…'.
 */
export function addressSearch(config: DisplayConfig, contextSystem: number, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of ADDRESS_KEYS) params.delete(key);
  for (const [key, value] of addressParams(config, contextSystem)) params.append(key, value);
  // Commas and colons are legal in a query; left unescaped, the address stays readable for whoever types it into a kiosk.
  const text = params.toString().replace(/%2C/gi, ',').replace(/%3A/gi, ':');
  return text ? `?${text}` : '';
}
