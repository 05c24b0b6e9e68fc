import type { ConfigEntity, ConfigKind, ConfigSnapshot } from '../../call-system/protocol-types';
import {
  callSources,
  callTypes,
  displayGroups,
  hubs,
  schedules,
  sections,
  systemTreeNodes,
} from '../../db/schema/index';
import {
  callSourceFields,
  callTypeFields,
  displayGroupFields,
  hubFields,
  hubRuntime,
  scheduleFields,
  sectionFields,
} from './catalog-fields';
import { ConfigImportError, type FieldSpec, mapEntity } from './config-fields';
import { treeNodeFields, treeNodeRuntime } from './tree-fields';

/** The kinds kept as tables of rows; system_params is one object and lands on the systems row. */
export type TableKind = Exclude<ConfigKind, 'system_params'>;

export type ConfigTable =
  | typeof sections
  | typeof callTypes
  | typeof callSources
  | typeof schedules
  | typeof displayGroups
  | typeof hubs
  | typeof systemTreeNodes;

/** One kind as the table sync sees it: which table, which columns come from the configurator. */
export interface ConfigKindTable {
  kind: TableKind;
  table: ConfigTable;
  /** Columns an import writes; the table's other columns are console-only. */
  columns: readonly string[];
  /** Hardware-reported columns: refreshed even while the row has a pending local edit. */
  runtime: readonly string[];
  /** The full row to insert for one entity of this system. */
  toRow(systemId: number, entity: ConfigEntity): Record<string, unknown>;
}

function defineKind<T extends ConfigTable>(
  kind: TableKind,
  table: T,
  fields: FieldSpec<T['$inferInsert']>,
  runtime: readonly (keyof typeof fields & string)[] = [],
): ConfigKindTable {
  return {
    kind,
    table,
    columns: Object.keys(fields),
    runtime,
    toRow(systemId, entity) {
      if (!Number.isSafeInteger(entity.id) || entity.id < 1)
        throw new ConfigImportError(kind, entity.id, 'id', 'a positive integer', entity.id);
      return { system_id: systemId, id: entity.id, ...mapEntity(kind, fields, entity) };
    },
  };
}

export const CONFIG_KIND_TABLES: readonly ConfigKindTable[] = [
  defineKind('sections', sections, sectionFields),
  defineKind('call_types', callTypes, callTypeFields),
  defineKind('call_sources', callSources, callSourceFields),
  defineKind('schedules', schedules, scheduleFields),
  defineKind('display_groups', displayGroups, displayGroupFields),
  defineKind('hubs', hubs, hubFields, hubRuntime),
  defineKind('system_tree_nodes', systemTreeNodes, treeNodeFields, treeNodeRuntime),
];

/**
 * The snapshot's list of a kind. A missing list is a broken answer, not an empty configuration: read as
 * empty it would delete the whole tree, so it fails the import instead.
 */
export function entitiesOf(snapshot: ConfigSnapshot, kind: TableKind): readonly ConfigEntity[] {
  const list: unknown = snapshot[kind];
  if (!Array.isArray(list)) throw new ConfigImportError(kind, '-', kind, 'a list', list);
  return list as ConfigEntity[];
}
