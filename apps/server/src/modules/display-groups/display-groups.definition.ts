import { noDuplicates } from '@wardlight/domain';
import { type DisplayGroupConnection, displayGroups } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { configuratorName } from '../config-edit/field-rules';

/** Connection ids are the configurator's, unique within a group (docs/configurator-protocol.md §4). */
const MAX_CONNECTION_ID = 65_535;

type ConnectionInput = Omit<DisplayGroupConnection, 'id'> & { id?: number | null };

/** Entries without an id get the next free one, so a form need not number them. */
function numbered(connections: readonly ConnectionInput[]): DisplayGroupConnection[] {
  let next = Math.max(0, ...connections.map((c) => c.id ?? 0));
  return connections.map(({ id, section_id, call_type_id }) => ({
    id: id ?? ++next,
    section_id,
    call_type_id,
  }));
}

/**
 * Display groups (spec part 1 §3): which calls (section and call type) a display shows. Each pair
 * once; that the sections and call types exist is checked with every other reference.
 */
export const displayGroupEntity = defineConfigEntity(displayGroups, {
  kind: 'display_groups',
  entity: 'display_group',
  names: { one: 'displayGroup', many: 'displayGroups', Singular: 'DisplayGroup', Plural: 'DisplayGroups' },
  maxId: 252,
  search: ['name'],
  orderBy: 'name',
  sortable: ['connections'],
  unique: ['name'],
  complete(group) {
    return group.connections ? { ...group, connections: numbered(group.connections) } : group;
  },
  check(group, { issues }) {
    configuratorName(group.name, issues);
    const connections = group.connections ?? [];
    noDuplicates('connections', connections, (c) => `${c.section_id}/${c.call_type_id}`, issues);
    connections.forEach((connection, index) => {
      if (connection.id < 1 || connection.id > MAX_CONNECTION_ID)
        issues.add(`connections[${index}].id`, 'between', { min: 1, max: MAX_CONNECTION_ID });
    });
    noDuplicates('connections', connections, (c) => String(c.id), issues);
  },
});
