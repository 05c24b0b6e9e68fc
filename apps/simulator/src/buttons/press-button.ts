import { DEMO_CALL_TYPE_IDS } from '@wardlight/domain';
import type { Button } from '../config/entities';
import { SimError } from '../errors';
import { closeCallOfType, openCall, requireDevice } from '../world/calls';
import type { SimContext } from '../world/sim-state';
import { type ButtonEffect, lights, press } from './button-machine';
import { buttonState, setButtonState } from './button-store';

export interface PressOutcome {
  device_id: number;
  button: Button;
  effects: ButtonEffect[];
  lights: ReturnType<typeof lights>;
}

export function pressButton(ctx: SimContext, deviceId: number, button: Button): PressOutcome {
  const device = requireDevice(ctx, deviceId);
  if (!device.buttons.includes(button)) {
    throw new SimError(422, 'unknown_button', `Device ${deviceId} has no ${button} button`, {
      buttons: device.buttons,
    });
  }
  const result = press(buttonState(ctx, deviceId), button);
  for (const effect of result.effects) {
    const callTypeId = DEMO_CALL_TYPE_IDS[effect.call];
    if (effect.action === 'open') openCall(ctx, { deviceId, callTypeId });
    else closeCallOfType(ctx, deviceId, callTypeId);
  }
  // Set last: the calls above reconcile after each step, but "escalated" is only known to the machine.
  setButtonState(ctx, deviceId, result.state);
  return { device_id: deviceId, button, effects: result.effects, lights: lights(result.state) };
}
