import {
  type DemoButtonState,
  type DemoCallKind,
  type DemoEffect,
  pressDemoButton,
  pressMedallion,
} from '@wardlight/domain';
import type { Button } from '../config/entities';

/**
 * Button logic of a room terminal (spec part 2 §4 "Demo"); real devices do this in hardware. The rules of
 * the alert and presence buttons and of the medallion are the domain's (`pressDemoButton`,
 * `pressMedallion`), the demo page's own; this adds what only a device has: its emergency button, and
 * open calls of the three kinds that may have been raised elsewhere.
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
  call: DemoCallKind;
}

export interface PressResult {
  state: ButtonState;
  effects: ButtonEffect[];
}

export const IDLE: ButtonState = { alert: false, presence: false, emergency: false, escalated: false };

/**
 * The domain's two lights for a press of `button`. Escalated is "both on". Otherwise a light lit by a call
 * raised elsewhere is not the escalation: a button only looks at the other one, so with both calls open
 * the pressed button's own light is left out (alert then escalates, presence then closes the alert).
 */
function domainLights(state: ButtonState, button: 'alert' | 'presence'): DemoButtonState {
  if (state.escalated) return { alert: true, presence: true };
  const both = state.alert && state.presence;
  return {
    alert: state.alert && !(both && button === 'alert'),
    presence: state.presence && !(both && button === 'presence'),
  };
}

function apply(state: ButtonState, effects: DemoEffect[], escalated: boolean): PressResult {
  const next = { ...state, escalated };
  for (const effect of effects) next[effect.call] = !effect.close;
  return { state: next, effects: effects.map(({ call, close }) => ({ action: close ? 'close' : 'open', call })) };
}

export function press(state: ButtonState, button: Button): PressResult {
  // "When both are on, pressing either sends an emergency close and resets both" — the device's emergency
  // button and its medallion too.
  if (state.escalated) {
    const { effects } = pressDemoButton({ alert: true, presence: true }, 'alert');
    return { ...apply(IDLE, effects, false), state: IDLE };
  }
  switch (button) {
    case 'alert':
    case 'presence': {
      const result = pressDemoButton(domainLights(state, button), button);
      return apply(state, result.effects, result.state.alert && result.state.presence);
    }
    case 'emergency':
      return apply(state, [{ call: 'emergency', close: state.emergency }], false);
    case 'medallion':
      // A medallion has one button: a click raises an alert, the next one closes it.
      return apply(state, pressMedallion(state.alert).effects, false);
  }
}

/**
 * Brings the state in line with the calls actually open on the device after something other than a
 * button changed them (EndCalls, a call closed or opened through the control API, a reset).
 */
export function reconcile(state: ButtonState, openCalls: Record<DemoCallKind, boolean>): ButtonState {
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
