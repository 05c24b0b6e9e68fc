// Runtime state of the simulated hardware: values the devices report, not configuration.

export const HUB_STATUSES = ['Ready', 'Offline', 'Busy', 'Processing', 'Unknown'] as const;
export type HubStatus = (typeof HUB_STATUSES)[number];

export interface DeviceRuntime {
  /** Percent, or null for wired devices that have no battery. */
  battery: number | null;
  reachable: boolean;
  last_reachable_at: string | null;
  muted: boolean;
  position: string | null;
  position_updated_at: string | null;
}

export interface HubRuntime {
  status: HubStatus;
  last_sync: string | null;
}

export interface Call {
  id: number;
  call_type_id: number;
  call_type_text: string;
  call_source_id: number | null;
  call_source_text: string | null;
  section_id: number | null;
  section_name: string | null;
  system_tree_node_id: number;
  /** The device's number (spec: "number (device id)"). */
  number: number | null;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  opened_at: string;
  updated_at: string;
  closed_at: string | null;
  is_closed: boolean;
}

export interface HubPrinterMessage {
  id: number;
  hub_id: number | null;
  /** MAC address of the radio the hub printer detected. */
  address: string;
  error: string | null;
  detected_at: string;
  system_tree_node: {
    id: number;
    kind: string;
    name: string;
    serial: string | null;
    parent_name: string | null;
  } | null;
}
