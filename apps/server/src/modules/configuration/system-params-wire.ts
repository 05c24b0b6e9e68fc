import type { ConfigEntity as WireEntity } from '../../call-system/protocol-types';
import type { systems } from '../../db/schema/index';
import { stableJson } from '../config-edit/wire';
import { bool, type FieldSpec, int, intList, mapEntity, mapped, text } from './config-fields';

type SystemRow = typeof systems.$inferSelect;

/**
 * The systems row's columns that mirror the configurator's system parameters (protocol §4), read from
 * the wire with the protocol's defaults.
 */
export const systemParamFields: FieldSpec<typeof systems.$inferInsert> = {
  name: text.required(),
  // Not `ip`: the systems row's ip is where this console reaches the configurator (the link endpoint).
  // The address the configurator reports for itself can differ (NAT, port forwarding, the simulator
  // on 127.0.0.1 reporting 192.168.1.10), and copying it there would cut the link at the next connect.
  subnet: text.or('255.255.255.0'),
  gateway: text.or('192.168.1.1'),
  ntp_server: text.or('pool.ntp.org'),
  timezone: text.or('Europe/Zurich'),
  daylight_savings: bool.or(true),
  dhcp: bool.or(false),
  // The configurator writes language codes in capitals; the console keeps locales in lower case.
  display_language: mapped(text.or('DE'), (code) => code.toLowerCase()),
  night_start: int.or(1320),
  night_stop: int.or(360),
  weekend_start: int.or(6840),
  weekend_stop: int.or(360),
  auto_commit: bool.or(false),
  call_suppression_enabled: bool.or(false),
  call_suppression_sections: intList.or([]),
  call_suppression_time_start: text.orNull(),
  call_suppression_time_end: text.orNull(),
  version: text.orNull(),
};

/** The parameters a technician edits here and a commit distributes: everything mirrored but the firmware version. */
export const CONFIGURED_SYSTEM_PARAMS = [
  'name',
  'dhcp',
  'subnet',
  'gateway',
  'ntp_server',
  'timezone',
  'daylight_savings',
  'display_language',
  'night_start',
  'night_stop',
  'weekend_start',
  'weekend_stop',
  'auto_commit',
  'call_suppression_enabled',
  'call_suppression_sections',
  'call_suppression_time_start',
  'call_suppression_time_end',
] as const satisfies readonly (keyof SystemRow)[];

export type ConfiguredSystemParam = (typeof CONFIGURED_SYSTEM_PARAMS)[number];
export type ConfiguredSystemParams = Pick<SystemRow, ConfiguredSystemParam>;

/** The protocol names three fields differently from the console's columns. */
const WIRE_NAMES: Partial<Record<ConfiguredSystemParam, string>> = {
  call_suppression_sections: 'call_suppression_section_ids',
  call_suppression_time_start: 'call_suppression_start',
  call_suppression_time_end: 'call_suppression_end',
};

export const wireNameOf = (column: ConfiguredSystemParam): string => WIRE_NAMES[column] ?? column;

/** A protocol field's console column, for the configurator's refusals (e.g. `call_suppression_start`). */
export function columnOfWire(field: string): string {
  const found = CONFIGURED_SYSTEM_PARAMS.find((column) => wireNameOf(column) === field);
  return found ?? field;
}

/** The configurator's `system_params` in the console's columns (as an import stores them). */
export function systemParamsRow(params: WireEntity): ConfiguredSystemParams & { version: string | null } {
  const renamed: WireEntity = { ...params };
  for (const column of CONFIGURED_SYSTEM_PARAMS) renamed[column] = params[wireNameOf(column)];
  const row = mapEntity('system_params', systemParamFields, renamed);
  return { ...pickConfigured(row as SystemRow), version: row.version ?? null };
}

export function pickConfigured(row: ConfiguredSystemParams): ConfiguredSystemParams {
  return Object.fromEntries(CONFIGURED_SYSTEM_PARAMS.map((c) => [c, row[c]])) as ConfiguredSystemParams;
}

export function sameSystemParams(a: ConfiguredSystemParams, b: ConfiguredSystemParams): boolean {
  return stableJson(pickConfigured(a)) === stableJson(pickConfigured(b));
}

/** Columns the console may hold empty while the protocol requires text: the configurator's own value stays. */
const KEEP_WHEN_EMPTY: readonly ConfiguredSystemParam[] = ['subnet', 'gateway', 'ntp_server'];

/**
 * The entity `PUT /config/system_params/1` takes: `base` (what the configurator holds, staged or
 * committed) with the console's parameters laid over it. The base brings what the console does not
 * keep — the configurator's own `ip` above all — and the read-only version is left out.
 */
export function systemParamsWire(values: ConfiguredSystemParams, base: WireEntity | null): WireEntity {
  const { version: _version, ...kept } = base ?? { id: 1 };
  const wire: WireEntity = { ...kept, id: 1 };
  for (const column of CONFIGURED_SYSTEM_PARAMS) {
    const value = values[column];
    if ((value === null || value === '') && KEEP_WHEN_EMPTY.includes(column)) continue;
    wire[wireNameOf(column)] = column === 'display_language' ? String(value).toUpperCase() : (value ?? null);
  }
  return wire;
}
