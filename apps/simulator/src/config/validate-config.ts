import type { ConfigError } from './config-errors';
import { type ConfigEntities, DEVICE_KINDS, KINDS, type Kind, type SystemTreeNode } from './entities';
import { ENTITY_SPECS } from './entity-specs';
import type { FieldSpec } from './field-specs';

interface RefUse {
  field: string;
  kind: Kind;
  id: number;
}

function refsIn(fields: Record<string, FieldSpec>, entity: Record<string, unknown>, prefix = ''): RefUse[] {
  return Object.entries(fields).flatMap(([name, spec]): RefUse[] => {
    const value = entity[name];
    const field = `${prefix}${name}`;
    if (spec.type === 'ref' && typeof value === 'number' && !spec.specials.includes(value)) {
      return [{ field, kind: spec.kind, id: value }];
    }
    if (spec.type === 'ref_list' && Array.isArray(value)) {
      return value.map((id: number, index) => ({ field: `${field}[${index}]`, kind: spec.kind, id }));
    }
    if (spec.type === 'list' && Array.isArray(value)) {
      return value.flatMap((item: Record<string, unknown>, index) => refsIn(spec.item, item, `${field}[${index}].`));
    }
    return [];
  });
}

function missingRelations(entities: ConfigEntities): ConfigError[] {
  return KINDS.flatMap((kind) =>
    Object.values(entities[kind]).flatMap((entity) =>
      refsIn(ENTITY_SPECS[kind].fields, entity as unknown as Record<string, unknown>)
        .filter((use) => entities[use.kind][String(use.id)] === undefined)
        .map(
          (use): ConfigError => ({
            key: 'missing_relation',
            kind,
            id: entity.id,
            field: use.field,
            data: { related_kind: use.kind, related_id: use.id },
          }),
        ),
    ),
  );
}

/** Reports the second and later holders of a value that must be unique. */
function duplicates<T>(
  nodes: SystemTreeNode[],
  keyOf: (node: SystemTreeNode) => T | null,
  toError: (node: SystemTreeNode, first: SystemTreeNode) => ConfigError,
): ConfigError[] {
  const firstByKey = new Map<T, SystemTreeNode>();
  return nodes.flatMap((node) => {
    const key = keyOf(node);
    if (key === null) return [];
    const first = firstByKey.get(key);
    if (first) return [toError(node, first)];
    firstByKey.set(key, node);
    return [];
  });
}

function nodeError(node: SystemTreeNode, key: ConfigError['key'], field: string | null, data = {}): ConfigError {
  return { key, kind: 'system_tree_nodes', id: node.id, field, data };
}

function hasParentCycle(node: SystemTreeNode, nodes: ConfigEntities['system_tree_nodes']): boolean {
  const seen = new Set<number>([node.id]);
  let parentId = node.parent_id;
  while (parentId !== null) {
    if (seen.has(parentId)) return true;
    seen.add(parentId);
    parentId = nodes[String(parentId)]?.parent_id ?? null;
  }
  return false;
}

function nodeRules(entities: ConfigEntities): ConfigError[] {
  const nodes = Object.values(entities.system_tree_nodes).sort((a, b) => a.id - b.id);
  const devices = nodes.filter((node) => DEVICE_KINDS.includes(node.kind) && node.is_active);
  return [
    ...duplicates(
      nodes,
      (node) => (node.serial ? node.serial : null),
      (node, first) => nodeError(node, 'duplicate_serial', 'serial', { serial: node.serial, other_id: first.id }),
    ),
    ...duplicates(
      devices,
      (node) =>
        node.section_id !== null && node.section_position !== null
          ? `${node.section_id}/${node.section_position}`
          : null,
      (node, first) =>
        nodeError(node, 'duplicated_device_in_section_position', 'section_position', {
          section_id: node.section_id,
          section_position: node.section_position,
          other_id: first.id,
        }),
    ),
    ...devices
      .filter((node) => node.call_source_id === null)
      .map((node) => nodeError(node, 'missing_call_source_profile', 'call_source_id')),
    ...nodes
      .filter((node) => hasParentCycle(node, entities.system_tree_nodes))
      .map((node) => nodeError(node, 'invalid_config', 'parent_id', { reason: 'parent_cycle' })),
  ];
}

/** Rules across entities, checked on the configuration a commit would produce. */
export function validateConfig(entities: ConfigEntities): ConfigError[] {
  const errors = [...missingRelations(entities), ...nodeRules(entities)];
  if (entities.system_params['1'] === undefined) {
    errors.push({ key: 'invalid_config', kind: 'system_params', id: 1, field: null, data: { reason: 'missing' } });
  }
  return errors;
}
