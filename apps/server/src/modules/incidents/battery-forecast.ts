import { BATTERY_TREND_DAYS, forecastBattery, walkingOrder } from '@wardlight/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { sections, systemTreeNodes } from '../../db/schema/index';
import { readGlobalSettings } from '../settings/global-settings.repository';
import { readingsOf } from './battery-recorder';

const parent = alias(systemTreeNodes, 'parent');
const DAY_MS = 86_400_000;

/**
 * Every active device with a battery of a system (issue 15 item 4, ADR 0040): its value and when it was
 * last reported, its drain per day and the date it will reach the critical threshold, in walking order —
 * floor, section, room, device. With `withinDays` only the battery round: those at or below the low
 * threshold or due within that many days. Three statements whatever the number of devices.
 */
export async function batteryForecast(db: Db, systemId: number, now: Date, withinDays?: number | null) {
  const [global, devices, tree, readings] = await Promise.all([
    readGlobalSettings(db),
    db
      .select({
        id: systemTreeNodes.id,
        name: systemTreeNodes.name,
        text_long: systemTreeNodes.text_long,
        parent_id: systemTreeNodes.parent_id,
        place: parent.name,
        section_name: sections.name,
        battery: systemTreeNodes.battery,
      })
      .from(systemTreeNodes)
      .leftJoin(parent, and(eq(parent.system_id, systemTreeNodes.system_id), eq(parent.id, systemTreeNodes.parent_id)))
      .leftJoin(
        sections,
        and(eq(sections.system_id, systemTreeNodes.system_id), eq(sections.id, systemTreeNodes.section_id)),
      )
      .where(
        and(
          eq(systemTreeNodes.system_id, systemId),
          eq(systemTreeNodes.is_active, true),
          isNotNull(systemTreeNodes.battery),
        ),
      ),
    db
      .select({
        id: systemTreeNodes.id,
        parent_id: systemTreeNodes.parent_id,
        kind: systemTreeNodes.kind,
        name: systemTreeNodes.name,
      })
      .from(systemTreeNodes)
      .where(eq(systemTreeNodes.system_id, systemId)),
    readingsOf(db, systemId, new Date(now.getTime() - BATTERY_TREND_DAYS * DAY_MS)),
  ]);
  const nodes = new Map(tree.map((n) => [n.id, n]));
  const floorOf = (id: number | null): string => {
    for (let n = id === null ? undefined : nodes.get(id), hops = 0; n && hops < 50; hops++) {
      if (n.kind === 'floor') return n.name;
      n = n.parent_id === null ? undefined : nodes.get(n.parent_id);
    }
    return '';
  };
  const byNode = new Map<number, { at: Date; battery: number }[]>();
  for (const r of readings) byNode.set(r.node, [...(byNode.get(r.node) ?? []), { at: r.at, battery: r.battery }]);

  const rows = devices.map((d) => {
    const history = byNode.get(d.id) ?? [];
    const f = forecastBattery(history, global.battery_threshold_critical, now);
    const battery = d.battery ?? 0;
    return {
      system_tree_node_id: d.id,
      device: d.text_long || d.name,
      floor: floorOf(d.parent_id),
      section: d.section_name ?? '',
      place: d.place ?? '',
      battery,
      battery_at: history.at(-1)?.at ?? null,
      drain_per_day: f.drainPerDay,
      replace_by: f.replaceBy,
      low: battery <= global.battery_threshold_low,
      critical: battery <= global.battery_threshold_critical,
    };
  });
  const horizon = withinDays == null ? null : now.getTime() + withinDays * DAY_MS;
  const chosen =
    horizon === null ? rows : rows.filter((r) => r.low || (r.replace_by !== null && r.replace_by.getTime() <= horizon));
  return walkingOrder(chosen).map((r) => ({
    system_tree_node_id: r.system_tree_node_id,
    device_name: r.device,
    floor: r.floor,
    section_name: r.section,
    place: r.place,
    battery: r.battery,
    battery_at: r.battery_at,
    drain_per_day: r.drain_per_day,
    replace_by: r.replace_by,
    low: r.low,
    critical: r.critical,
  }));
}
