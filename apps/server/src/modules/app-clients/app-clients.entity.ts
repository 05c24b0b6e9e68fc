import { appClientPermissions, appClientServerUrl } from '@wardlight/domain';
import { appClients } from '../../db/schema/index';
import { type ConsoleEntity, defineConsoleEntity } from '../console-entities/console-entity';
import { consoleName } from '../console-entities/rules';
import { appClientResolvers } from './app-clients.actions';
import { checkClientCapacity, newPairing } from './app-clients.repository';

/**
 * App clients (spec part 2 §3 App client, issue 13): the staff phones. An administrator creates one
 * unpaired with a pairing code (12 URL-safe characters, 24 hours) shown as a QR code; the phone that
 * presents it is paired (the phone API, ADR 0032). Unpairing revokes it and ends its sessions. Paired
 * phones and valid codes together stay within the licence's `app_clients`.
 */
export const appClientEntity: ConsoleEntity = defineConsoleEntity(appClients, {
  entity: 'app_client',
  names: { one: 'appClient', many: 'appClients', Singular: 'AppClient', Plural: 'AppClients' },
  fields: ['name', 'phone_number', 'server_url', 'permissions'],
  search: ['name', 'phone_number'],
  orderBy: 'name',
  sortable: ['state', 'phone_number', 'last_contact_at'],
  unique: ['name'],
  opaque: ['pairing_token', 'device_token_hash', 'session_token_hash'],
  async check(client, { issues, tx, existing }) {
    const values = {
      name: consoleName(client.name, issues),
      phone_number: client.phone_number?.trim() ?? '',
      server_url: appClientServerUrl(client.server_url, issues),
      permissions: appClientPermissions(client.permissions, issues),
    };
    if (existing) return values;
    await checkClientCapacity(tx, issues, null);
    return { ...values, ...newPairing() };
  },
  resolvers: appClientResolvers(() => appClientEntity),
});
