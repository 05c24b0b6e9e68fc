import { ipv4, required } from '@wardlight/domain';
import { hubs } from '../../db/schema/index';
import { defineConfigEntity } from '../config-edit/config-entity';
import { configuratorName, oneOf } from '../config-edit/field-rules';

/** Hubs (spec part 1 §3); status and last sync are what the hardware reports, never edited here. */
export const hubEntity = defineConfigEntity(hubs, {
  kind: 'hubs',
  entity: 'hub',
  names: { one: 'hub', many: 'hubs', Singular: 'Hub', Plural: 'Hubs' },
  maxId: 250,
  search: ['name', 'ip'],
  orderBy: 'name',
  sortable: ['ip', 'type', 'status', 'last_sync'],
  unique: ['name', 'ip'],
  check(hub, { issues }) {
    configuratorName(hub.name, issues);
    if (required('ip', hub.ip, issues)) ipv4('ip', hub.ip, issues);
    if (required('type', hub.type, issues)) oneOf('type', hub.type, ['Radio', 'Wired'], issues);
  },
});
