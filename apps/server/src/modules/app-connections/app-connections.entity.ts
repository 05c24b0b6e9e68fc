import { and, eq, ne } from 'drizzle-orm';
import { appConnections, displayGroups, schedules, sections } from '../../db/schema/index';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName, numberList } from '../console-entities/rules';

/** The schedule slots a connection may be active in (ADR 0031 "Beyond the spec"). */
export const CONNECTION_SLOTS = { min: 1, max: 5 };

/** The columns an enabled connection keeps as they are (spec part 2 §5: active connections are read-only). */
const FROZEN = [
  'name',
  'section_ids',
  'section_display_group_id',
  'tree_display_group_id',
  'weekday_schedule_id',
  'weekend_schedule_id',
  'slots',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const sorted = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/**
 * Display-group connections for the phones (spec part 2 §3 "Display group connection (app)", ADR 0031):
 * while enabled (and, with a schedule, in its slots), the groups of all its sections get the calls of all
 * its sections that its display groups select — the section display group for calls in a section, the
 * tree display group for calls outside every section. A connection cannot be enabled while another
 * enabled one covers one of its sections, and an enabled one changes only by being turned off (§5).
 */
export const appConnectionEntity = defineConsoleEntity(appConnections, {
  entity: 'app_connection',
  names: { one: 'appConnection', many: 'appConnections', Singular: 'AppConnection', Plural: 'AppConnections' },
  fields: [
    'name',
    'is_enabled',
    'section_ids',
    'section_display_group_id',
    'tree_display_group_id',
    'weekday_schedule_id',
    'weekend_schedule_id',
    'slots',
  ],
  search: ['name'],
  orderBy: 'name',
  sortable: ['is_enabled', 'section_ids'],
  unique: ['name'],
  async check(connection, { issues, exists, tx, systemId, existing }) {
    const values = {
      name: consoleName(connection.name, issues),
      section_ids: sorted(connection.section_ids),
      slots: sorted(numberList('slots', connection.slots, CONNECTION_SLOTS, issues)),
    };
    if (values.section_ids.length === 0) issues.add('section_ids', 'required');
    await exists('section_ids', sections, values.section_ids);
    await exists('section_display_group_id', displayGroups, [connection.section_display_group_id]);
    await exists('tree_display_group_id', displayGroups, [connection.tree_display_group_id]);
    const weekday = connection.weekday_schedule_id ?? null;
    const weekend = connection.weekend_schedule_id ?? null;
    await exists('weekday_schedule_id', schedules, [weekday]);
    await exists('weekend_schedule_id', schedules, [weekend]);
    // A schedule is a pair (weekdays, weekend) with the slots it is active in; without one: always active.
    if (weekday !== null || weekend !== null) {
      if (weekday === null) issues.add('weekday_schedule_id', 'required');
      if (weekend === null) issues.add('weekend_schedule_id', 'required');
      if (values.slots.length === 0) issues.add('slots', 'required');
    } else values.slots = [];

    const enabled = connection.is_enabled === true;
    if (existing?.is_enabled && enabled) {
      const candidate: Record<string, unknown> = { ...connection, ...values };
      for (const field of FROZEN) if (!same(candidate[field], existing[field])) issues.add(field, 'active_read_only');
    }
    if (enabled && values.section_ids.length > 0) {
      const others = await tx
        .select({ name: appConnections.name, section_ids: appConnections.section_ids })
        .from(appConnections)
        .where(
          and(
            eq(appConnections.system_id, systemId),
            eq(appConnections.is_enabled, true),
            existing ? ne(appConnections.id, existing.id) : undefined,
          ),
        )
        .orderBy(appConnections.name);
      const covered = others.find((o) => o.section_ids.some((id) => values.section_ids.includes(id)));
      if (covered) issues.add('is_enabled', 'connection_active', { name: covered.name });
    }
    return values;
  },
});
