import type { Button } from '../config/entities';
import type { DemoCall } from './demo-call-types';

/**
 * Button logic of a room terminal (spec part 2 §4 "Demo"); real devices do this in hardware.
 *
 * `alert`, `presence` and `emergency` mirror the device's open calls of those types. `escalated` is the
 * state the spec calls "both on": alert was pressed while a presence was on, so the presence was closed
 * and an emergency raised, and both buttons count as lit until either is pressed again.
 */
export interface ButtonState {
  alert: boolean;
  presence: boolean;
  emergency: boolean;
  escalated: boolean;
}

export interface ButtonEffect {
  action: 'open' | 'close';
  call: DemoCall;
}

export interface PressResult {
  state: ButtonState;
  effects: ButtonEffect[];
}

export const IDLE: ButtonState = { alert: false, presence: false, emergency: false, escalated: false };

const open = (call: DemoCall): ButtonEffect => ({ action: 'open', call });
const close = (call: DemoCall): ButtonEffect => ({ action: 'close', call });

function endEscalation(): PressResult {
  return { state: IDLE, effects: [close('emergency')] };
}

export function press(state: ButtonState, button: Button): PressResult {
  // "When both are on, pressing either sends an emergency close and resets both."
  if (state.escalated) return endEscalation();
  switch (button) {
    case 'alert':
      if (state.presence) {
        return {
          state: { ...state, presence: false, emergency: true, escalated: true },
          effects: [close('presence'), open('emergency')],
        };
      }
      return toggle(state, 'alert');
    case 'presence':
      if (state.alert) {
        return { state: { ...state, alert: false, presence: true }, effects: [close('alert'), open('presence')] };
      }
      return toggle(state, 'presence');
    case 'emergency':
      return toggle(state, 'emergency');
    case 'medallion':
      // A medallion has one button: a click raises an alert, the next one closes it.
      return toggle(state, 'alert');
  }
}

function toggle(state: ButtonState, call: DemoCall): PressResult {
  const isOn = state[call];
  return { state: { ...state, [call]: !isOn }, effects: [isOn ? close(call) : open(call)] };
}

/**
 * Brings the state in line with the calls actually open on the device after something other than a
 * button changed them (EndCalls, a call closed or opened through the control API, a reset).
 */
export function reconcile(state: ButtonState, openCalls: Record<DemoCall, boolean>): ButtonState {
  return { ...openCalls, escalated: state.escalated && openCalls.emergency };
}

/** What the terminal's button lights show. */
export function lights(state: ButtonState): { alert: boolean; presence: boolean; emergency: boolean } {
  return {
    alert: state.alert || state.escalated,
    presence: state.presence || state.escalated,
    emergency: state.emergency,
  };
}
