import type { CallDisplayRelationsQuery, OnCallsChangedSubscription } from '../../../generated/transport';
import type { DisplayCall } from '../calls/calls-feed';
import type { DisplayConfig } from '../config/display-config';

export interface CallSpec {
  urgency?: 'Normal' | 'Urgent' | 'Emergency';
  flag?: 'None' | 'Presence' | 'Defect';
  sortOrder?: number;
  callTypeId?: number;
  section?: number;
  system?: number;
  openedAt?: string;
  device?: string;
  type?: string;
  position?: string | null;
  number?: number | null;
  sectionAllowsClose?: boolean;
  deviceDeniesClose?: boolean;
}

/** A call as the server sends it to the display. */
export function buildCall(id: number, spec: CallSpec = {}): DisplayCall {
  const section = spec.section ?? 1;
  return {
    id,
    system_id: spec.system ?? 1,
    call_type_id: spec.callTypeId ?? 4,
    call_type_text: spec.type ?? 'Alert',
    call_source_text: 'Button',
    section_id: section,
    section_name: `Section ${section}`,
    number: spec.number === undefined ? 100 + id : spec.number,
    device_text_short: `R${id}`,
    device_text_long: spec.device ?? `Room ${id}`,
    position: spec.position === undefined ? 'Bed' : spec.position,
    opened_at: spec.openedAt ?? new Date(Date.now() - 60_000).toISOString(),
    handled_by_app_username: null,
    call_type: {
      id: spec.callTypeId ?? 4,
      flag: spec.flag ?? 'None',
      urgency: spec.urgency ?? 'Normal',
      sort_order: spec.sortOrder ?? 10,
      color: 'red',
      char: 'A',
    },
    section: { id: section, allow_manual_call_closure: spec.sectionAllowsClose ?? true },
    system_tree_node: { id: 500 + id, deny_manual_call_closure: spec.deviceDeniesClose ?? false },
  };
}

/** onCallsChanged's payload: the complete list as of `seq`. */
export function callsUpdate(seq: number, calls: DisplayCall[], system = 1): OnCallsChangedSubscription {
  return {
    onCallsChanged: { system_id: system, seq, calls, opened: calls.map((c) => c.id), updated: [], closed: [] },
  };
}

type Relations = CallDisplayRelationsQuery['callDisplayRelations'];

export function buildRelations(spec: Partial<Relations> = {}): CallDisplayRelationsQuery {
  return {
    callDisplayRelations: {
      schedules: [],
      displayGroups: [],
      callTypes: [],
      weekend_start: 0,
      weekend_stop: 0,
      time_zone: 'Europe/Zurich',
      ...spec,
    },
  };
}

export function buildConfig(spec: Partial<DisplayConfig> = {}): DisplayConfig {
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
    ...spec,
  };
}
