/**
 * The sales demo's buttons (spec part 2 §4 "Demo"): what a press on a room terminal's alert or presence
 * button, or on a medallion, sends to `POST /demo/call/trigger`, and which buttons are lit afterwards.
 * Pure: the demo page keeps the state per device, sends the effects in order and brings the state in
 * line with the device's open calls each time it polls (`reconcileDemoButtons`).
 */

/** Call type ids the demo raises (spec part 2 §3 "Demo call trigger"). */
export const DEMO_CALL_TYPE_IDS = { emergency: 2, alert: 4, presence: 6 } as const;
export type DemoCallKind = keyof typeof DEMO_CALL_TYPE_IDS;

/** System tree nodes the demo polls, and how often (spec part 2 §4 and §9). */
export const DEMO_POLLED_NODE_IDS = [23, 24, 10] as const;
export const DEMO_POLL_INTERVAL_MS = 8_000;

/** The phone preview's base width and the margin kept free beside it (spec part 2 §2 and §9). */
export const DEMO_PREVIEW_BASE_WIDTH = 400;
export const DEMO_PREVIEW_MARGIN = 150;

export type DemoButton = 'alert' | 'presence';

/** A room terminal's two lights. Both on is the escalated state: an emergency is open. */
export interface DemoButtonState {
  alert: boolean;
  presence: boolean;
}

/** One trigger call: open (`close: false`) or close a call of a kind on the device. */
export interface DemoEffect {
  call: DemoCallKind;
  close: boolean;
}

export interface DemoPress {
  state: DemoButtonState;
  effects: DemoEffect[];
}

export const DEMO_IDLE: DemoButtonState = { alert: false, presence: false };

const open = (call: DemoCallKind): DemoEffect => ({ call, close: false });
const close = (call: DemoCallKind): DemoEffect => ({ call, close: true });

export function pressDemoButton(state: DemoButtonState, button: DemoButton): DemoPress {
  // "When both are on, pressing either sends an emergency close and resets both."
  if (state.alert && state.presence) return { state: DEMO_IDLE, effects: [close('emergency')] };
  if (button === 'alert') {
    // "Alert on while presence is on sends presence-close then emergency, and marks alert as on."
    if (state.presence)
      return { state: { alert: true, presence: true }, effects: [close('presence'), open('emergency')] };
    return { state: { alert: !state.alert, presence: false }, effects: [state.alert ? close('alert') : open('alert')] };
  }
  // "Presence on while alert is on closes the alert."
  if (state.alert) return { state: { alert: false, presence: true }, effects: [close('alert'), open('presence')] };
  return {
    state: { alert: false, presence: !state.presence },
    effects: [state.presence ? close('presence') : open('presence')],
  };
}

/** Which calls of the demo's kinds are open on one device, as the poll of its node shows them. */
export type DemoOpenCalls = Record<DemoCallKind, boolean>;

/** The open calls of a device's node by call type id. */
export function demoOpenCalls(callTypeIds: Iterable<number>): DemoOpenCalls {
  const ids = new Set(callTypeIds);
  return {
    alert: ids.has(DEMO_CALL_TYPE_IDS.alert),
    presence: ids.has(DEMO_CALL_TYPE_IDS.presence),
    emergency: ids.has(DEMO_CALL_TYPE_IDS.emergency),
  };
}

/**
 * The lights after calls changed elsewhere (closed on a phone or the display, "close all", a reset):
 * an open emergency keeps both lit, otherwise each light follows its open call; nothing open clears both.
 */
export function reconcileDemoButtons(open: DemoOpenCalls): DemoButtonState {
  if (open.emergency) return { alert: true, presence: true };
  return { alert: open.alert, presence: open.presence };
}

/** A medallion: a click sends an alert and shows the overlay; a click on the overlay closes the alert. */
export function pressMedallion(overlay: boolean): { overlay: boolean; effects: DemoEffect[] } {
  return overlay ? { overlay: false, effects: [close('alert')] } : { overlay: true, effects: [open('alert')] };
}

/** The body of `POST /demo/call/trigger` for one effect on a device. */
export function demoTriggerBody(effect: DemoEffect, deviceId: number, sectionId: number | null) {
  return {
    call_type_id: DEMO_CALL_TYPE_IDS[effect.call],
    section_id: sectionId,
    device_id: deviceId,
    close: effect.close,
  };
}

/**
 * How far the phone previews are scaled down: the free width less the margin, shared by `columns`
 * previews of the base width; never enlarged, never below a quarter.
 */
export function demoPreviewScale(freeWidth: number, columns: number): number {
  const room = (freeWidth - DEMO_PREVIEW_MARGIN) / (Math.max(1, columns) * DEMO_PREVIEW_BASE_WIDTH);
  return Math.min(1, Math.max(0.25, Math.round(room * 1000) / 1000));
}
