import { findRoute, pathOf } from '../../app/routes/route-index';

/**
 * Times the configurator counts in minutes: after midnight (`time_of_day`, 22:00) or after Monday
 * 00:00 (`week_time`, Friday 18:00).
 */
export type ValueFormat = 'time_of_day' | 'week_time';

/** How `/sync` presents one configuration kind of the API (`SyncItem.kind`). */
interface SyncKind {
  kind: string;
  /** Where the kind's form keeps its field labels; the diff borrows them. */
  fieldLabels: string;
  /** Fields whose values are codes with a label of their own (a node's kind: room, radio, …). */
  valueLabels?: Readonly<Record<string, string>>;
  /** Fields whose numbers are times, written as the form shows them. */
  valueFormats?: Readonly<Record<string, ValueFormat>>;
  /** The named route of the item's form, opened with the item's id. */
  form: string;
}

/** In the order the page lists them: the tree first, where most changes are made. */
export const SYNC_KINDS: readonly SyncKind[] = [
  {
    kind: 'system_tree_nodes',
    fieldLabels: 'tree:form.fields',
    valueLabels: { kind: 'tree:kinds' },
    form: 'systemTreeNodeForm',
  },
  { kind: 'sections', fieldLabels: 'adminSystem:sections.fields', form: 'admin.sections.edit' },
  { kind: 'call_types', fieldLabels: 'adminSystem:callTypes.fields', form: 'admin.calltypes.edit' },
  { kind: 'call_sources', fieldLabels: 'adminSystem:callSources.fields', form: 'admin.callsources.edit' },
  { kind: 'schedules', fieldLabels: 'adminSystem:schedules.fields', form: 'admin.schedules.edit' },
  { kind: 'display_groups', fieldLabels: 'adminSystem:displayGroups.fields', form: 'admin.displaygroups.edit' },
  { kind: 'hubs', fieldLabels: 'adminSystem:hubs.fields', form: 'hubList.edit' },
  // The item's id is the system's (the configurator's own is always 1), so it opens that system's form.
  {
    kind: 'system_params',
    fieldLabels: 'adminSystem:systemParams.fields',
    valueFormats: {
      night_start: 'time_of_day',
      night_stop: 'time_of_day',
      weekend_start: 'week_time',
      weekend_stop: 'week_time',
    },
    form: 'systemParamList.edit',
  },
];

const BY_KIND = new Map(SYNC_KINDS.map((k) => [k.kind, k]));

export function syncKindOf(kind: string): SyncKind | undefined {
  return BY_KIND.get(kind);
}

/** The items per kind, kinds in the page's order; kinds this console does not know go last, by name. */
export function groupByKind<T extends { kind: string }>(items: readonly T[]): { kind: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  const rank = (kind: string) => {
    const at = SYNC_KINDS.findIndex((k) => k.kind === kind);
    return at === -1 ? SYNC_KINDS.length : at;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([kind, list]) => ({ kind, items: list }));
}

/** The path of the item's form, or null for a kind without one. */
export function formPathOf(kind: string, id: number): string | null {
  const form = syncKindOf(kind)?.form;
  return form && findRoute(form) ? pathOf(form, { id }) : null;
}
