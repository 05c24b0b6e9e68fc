import { DEMO_CALL_TYPE_IDS } from '@wardlight/domain';
import type { SimContext } from '../world/sim-state';
import { type ButtonState, IDLE, reconcile } from './button-machine';

export function buttonState(ctx: SimContext, deviceId: number): ButtonState {
  return ctx.state.buttons[String(deviceId)] ?? IDLE;
}

export function setButtonState(ctx: SimContext, deviceId: number, state: ButtonState): void {
  const key = String(deviceId);
  if (state.alert || state.presence || state.emergency || state.escalated) ctx.state.buttons[key] = state;
  else delete ctx.state.buttons[key];
}

/** Keeps a device's button state true to its open calls after any change of those calls. */
export function reconcileButtons(ctx: SimContext, deviceId: number): void {
  const isOpen = (callTypeId: number) =>
    ctx.state.calls.some((call) => call.system_tree_node_id === deviceId && call.call_type_id === callTypeId);
  const open = {
    alert: isOpen(DEMO_CALL_TYPE_IDS.alert),
    presence: isOpen(DEMO_CALL_TYPE_IDS.presence),
    emergency: isOpen(DEMO_CALL_TYPE_IDS.emergency),
  };
  setButtonState(ctx, deviceId, reconcile(buttonState(ctx, deviceId), open));
}
