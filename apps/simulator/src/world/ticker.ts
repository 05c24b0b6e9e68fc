import { deviceRuntime, reportDevice } from './devices';
import { isDevice } from './facility';
import { isDeviceSilent, isHubSilent } from './faults';
import { printHubMessage, reportHub } from './hubs';
import { chance } from './random';
import type { SimContext } from './sim-state';

/** Odds per tick. At the default 5 s tick a battery loses about 1 % every four minutes. */
export const TICK_ODDS = {
  batteryDrain: 0.02,
  dropOut: 0.005,
  recover: 0.3,
  hubSync: 0.05,
  printer: 0.01,
};
/** The configurator announces its clock every this many ticks (once a minute at the default tick). */
export const TIME_EVERY_TICKS = 12;

const PURPOSE = { battery: 1, reach: 2, hub: 3, printer: 4, printerPick: 5 };
/** A simulated week at the default 5 s tick. */
export const WEEK_TICKS = (7 * 24 * 3_600_000) / 5_000;

/** Advances the simulated world by one tick: batteries drain, radios drop out and come back, hubs sync. */
export function runTick(ctx: SimContext, seed: number, drifts: Readonly<Record<string, number>> = {}): void {
  const tick = ++ctx.state.tick;
  const roll = (subject: number, purpose: number) => chance(seed, tick, subject, purpose);
  const { system_tree_nodes, hubs } = ctx.state.config.entities;
  const radios = Object.values(system_tree_nodes).filter((node) => isDevice(node) && node.kind === 'radio');

  for (const node of radios) {
    if (isDeviceSilent(ctx.state, node.id)) continue;
    const device = deviceRuntime(ctx, node);
    if (device.battery !== null && device.battery > 0 && roll(node.id, PURPOSE.battery) < TICK_ODDS.batteryDrain) {
      reportDevice(ctx, node.id, { battery: device.battery - 1 });
    }
    // A drifting radio loses its points evenly over the week: one every WEEK_TICKS / points ticks.
    const drift = drifts[String(node.id)];
    if (drift && device.battery !== null && device.battery > 0 && tick % Math.round(WEEK_TICKS / drift) === 0) {
      reportDevice(ctx, node.id, { battery: device.battery - 1 });
    }
    const odds = device.reachable ? TICK_ODDS.dropOut : TICK_ODDS.recover;
    if (roll(node.id, PURPOSE.reach) < odds) reportDevice(ctx, node.id, { reachable: !device.reachable });
  }
  for (const id of Object.keys(hubs)) {
    if (isHubSilent(ctx.state, Number(id))) continue;
    if (roll(Number(id), PURPOSE.hub) < TICK_ODDS.hubSync) reportHub(ctx, Number(id));
  }
  if (radios.length > 0 && roll(0, PURPOSE.printer) < TICK_ODDS.printer) {
    const radio = radios[Math.floor(roll(0, PURPOSE.printerPick) * radios.length)];
    if (radio) printHubMessage(ctx, { deviceId: radio.id });
  }
  if (tick % TIME_EVERY_TICKS === 0) {
    const now = ctx.now();
    ctx.emit('time', { time: now.toISOString(), seconds: Math.floor(now.getTime() / 1000) });
  }
}
