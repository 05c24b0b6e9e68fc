import type { EntityNames } from '../src/modules/config-edit/config-entity';

// Samples of the admin entities with a module of their own (the kits keep theirs beside their
// registries), for admin-entities.int.test.ts.

export interface CrudSample {
  /** GraphQL input type of create and update. */
  input: string;
  fields: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  /** Text a list search finds the created item by. */
  search: string;
  /** Input fields the API never sends back (passwords). */
  writeOnly?: readonly string[];
}

export interface OwnEntity {
  names: EntityNames;
  sample: CrudSample;
}

export const OWN_ENTITIES: Record<string, OwnEntity> = {
  system_param: {
    names: { one: 'systemParam', many: 'systemParams', Singular: 'SystemParam', Plural: 'SystemParams' },
    sample: {
      input: 'SystemParamInput',
      fields: 'id name ip tcp_port has_password',
      // Nothing listens there: the link to it fails at once instead of waiting for a timeout.
      create: { name: 'Haus Ahorn', ip: '127.0.0.1', tcp_port: 9, password: 'geheim' },
      // The address is the console's own; the configurator's own parameters (its name, say) are staged
      // on it first, which needs one that answers (system params' own tests).
      update: { tcp_port: 10 },
      search: 'ahorn',
      writeOnly: ['password'],
    },
  },
  user: {
    names: { one: 'user', many: 'users', Singular: 'User', Plural: 'Users' },
    sample: {
      input: 'UserInput',
      fields: 'id name email locale',
      create: { name: 'nachtwache', email: 'nacht@haus-linde.ch', password: 'long enough 1' },
      update: { locale: 'fr' },
      search: 'nachtw',
      writeOnly: ['password'],
    },
  },
  role: {
    names: { one: 'role', many: 'roles', Singular: 'Role', Plural: 'Roles' },
    sample: {
      input: 'RoleInput',
      fields: 'id name permissions',
      create: { name: 'Nachtdienst', permissions: [] },
      update: { name: 'Nachtdienst OG' },
      search: 'nachtd',
    },
  },
};

/** The global settings: one row, read by everyone through AppData, changed by `updateGlobalSettings`. */
export const GLOBAL_SETTINGS = {
  read: '{ globalSettings { defects_timeout } }',
  update: 'mutation($d: GlobalSettingsInput!) { updateGlobalSettings(data: $d) { defects_timeout } }',
  change: { defects_timeout: 7200 },
};
