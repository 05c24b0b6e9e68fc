/**
 * A call as its form shows it: what the console's CallDetail and the display's DisplayCallDetail read,
 * and — from the display without the call log permissions — the fewer fields of an open call.
 */
export interface CallRecord {
  id: number;
  call_type_text: string;
  call_source_text: string;
  section_name: string;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  opened_at: string;
  handled_by_app_username: string | null;
  number?: number | null;
  closed_at?: string | null;
  duration?: number | null;
  is_closed?: boolean;
  /** ISO weekday of the opening in the system's time zone, 1 = Monday. */
  weekday?: number;
  call_type?: {
    name?: string;
    text?: string;
    char: string;
    color: string;
    flag: string;
    urgency: string;
  } | null;
  call_source?: { char: string } | null;
  section?: { allow_manual_call_closure: boolean } | null;
  system_tree_node?: { serial?: string | null; deny_manual_call_closure: boolean } | null;
  actions?: readonly CallStep[];
}

/** One step of the trail (CallAction in the SDL). */
export interface CallStep {
  id: string;
  action: string;
  at: string;
  after_seconds: number;
  actor_kind: string;
  actor_name: string | null;
  detail: string | null;
}
