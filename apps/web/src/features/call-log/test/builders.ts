import type { CallFormFieldsFragment, CallLogRowFieldsFragment } from '../../../generated/graphql';

export type Row = CallLogRowFieldsFragment & { __typename: 'Call' };
export type FullCall = CallFormFieldsFragment & { __typename: 'Call' };
type Step = FullCall['actions'][number];

const OPENED = Date.parse('2026-07-01T08:00:00.000Z');
const at = (seconds: number) => new Date(OPENED + seconds * 1000).toISOString();

/** A closed alert of 1 min 12 s in Zimmer {id}, as the log lists it. */
export function buildRow(id: number, overrides: Partial<Row> = {}): Row {
  return {
    __typename: 'Call',
    id,
    call_source_text: 'Button',
    call_type_text: 'Alert',
    section_name: 'Station A',
    opened_at: at(0),
    closed_at: at(72),
    duration: 72,
    device_text_long: `Zimmer ${id}`,
    device_text_short: `Z${id}`,
    position: 'Bed',
    handled_by_app_username: null,
    is_closed: true,
    ...overrides,
  };
}

export function buildRows(count: number, from = 1): Row[] {
  return Array.from({ length: count }, (_, index) => buildRow(from + index));
}

export function buildStep(id: string, action: string, afterSeconds: number, overrides: Partial<Step> = {}): Step {
  return {
    __typename: 'CallAction',
    id,
    action,
    at: at(afterSeconds),
    after_seconds: afterSeconds,
    actor_kind: 'app_user',
    actor_name: 'Anna',
    detail: null,
    ...overrides,
  } as Step;
}

/** The call of the form: every field, its call type, source, section and device, and its trail. */
export function buildCall(id: number, overrides: Partial<FullCall> = {}): FullCall {
  return {
    __typename: 'Call',
    id,
    system_id: 1,
    call_type_id: 4,
    call_type_text: 'Alert',
    call_source_id: 1,
    call_source_text: 'Button',
    section_id: 1,
    section_name: 'Station A',
    number: 101,
    device_text_short: `Z${id}`,
    device_text_long: `Zimmer ${id}`,
    position: 'Bed',
    duration: 180,
    opened_at: at(0),
    closed_at: at(180),
    handled_by_app_username: 'Anna',
    is_closed: true,
    weekday: 3,
    call_type: {
      __typename: 'CallType',
      id: 4,
      name: 'alert',
      text: 'Alert',
      char: 'A',
      color: '#ff0000',
      flag: 'None',
      urgency: 'Urgent',
    },
    call_source: { __typename: 'CallSourceRef', id: 1, char: 'B' },
    section: { __typename: 'CallSectionRef', id: 1, name: 'Station A', allow_manual_call_closure: true },
    system_tree_node: {
      __typename: 'CallDeviceRef',
      id: 500,
      serial: 'R-2001',
      text_short: `Z${id}`,
      text_long: `Zimmer ${id}`,
      deny_manual_call_closure: false,
    },
    actions: [buildStep('1', 'Accepted', 72)],
    ...overrides,
  } as FullCall;
}

/** The same call still open: no end, no duration. */
export function openCall(id: number, overrides: Partial<FullCall> = {}): FullCall {
  return buildCall(id, { is_closed: false, closed_at: null, duration: null, actions: [], ...overrides });
}
