import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { auditResolvers } from '../modules/audit/audit.resolvers';
import { authResolvers } from '../modules/auth/auth.resolvers';
import { backupsResolvers } from '../modules/backups/backups.resolvers';
import { callLogResolvers } from '../modules/call-log/call-log.resolvers';
import { callsResolvers } from '../modules/calls/calls.resolvers';
import { cloudSyncResolvers } from '../modules/cloud-sync/cloud-sync.resolvers';
import { commitResolvers } from '../modules/commit/commit.resolvers';
import { configEditResolvers } from '../modules/config-edit/config-edit.resolvers';
import { consoleEntitiesResolvers } from '../modules/console-entities/console-entities.resolvers';
import { displayResolvers } from '../modules/display/display.resolvers';
import { displayDevicesResolvers } from '../modules/display-devices/display-devices.resolvers';
import { exportsResolvers } from '../modules/exports/exports.resolvers';
import { fleetResolvers } from '../modules/fleet/fleet.resolvers';
import { hubSyncResolvers } from '../modules/hubs/hub-sync.resolvers';
import { incidentsResolvers } from '../modules/incidents/incidents.resolvers';
import { ldapResolvers } from '../modules/ldap/ldap.resolvers';
import { licenseResolvers } from '../modules/license/license.resolvers';
import { logsResolvers } from '../modules/logs/logs.resolvers';
import { mailResolvers } from '../modules/mail/mail.resolvers';
import { maintenanceResolvers } from '../modules/maintenance/maintenance.resolvers';
import { phonesResolvers } from '../modules/phones/phones.resolvers';
import { reportsResolvers } from '../modules/reports/reports.resolvers';
import { rolesResolvers } from '../modules/roles/roles.resolvers';
import { searchResolvers } from '../modules/search/search.resolvers';
import { settingsResolvers } from '../modules/settings/settings.resolvers';
import { setupResolvers } from '../modules/setup/setup.resolvers';
import { syncResolvers } from '../modules/sync/sync.resolvers';
import { systemMessagesResolvers } from '../modules/system-messages/system-messages.resolvers';
import { systemParamsResolvers } from '../modules/systems/system-params.resolvers';
import { treeResolvers } from '../modules/tree/tree.resolvers';
import { treeViewsResolvers } from '../modules/tree-views/tree-views.resolvers';
import { updatesResolvers } from '../modules/updates/updates.resolvers';
import { usersResolvers } from '../modules/users/users.resolvers';
import { applyGuards } from './guards';
import { DateTime, JSONScalar } from './scalars';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The SDL contract: the base file and every module's schema.graphql, as codegen reads them. */
export function loadTypeDefs(): string[] {
  const modules = here('../modules');
  const files = readdirSync(modules, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${modules}/${d.name}/schema.graphql`)
    .filter((f) => {
      try {
        return readFileSync(f, 'utf8').length > 0;
      } catch {
        return false;
      }
    });
  return [here('./base.graphql'), ...files].map((f) => readFileSync(f, 'utf8'));
}

export const resolvers = [
  { DateTime, JSON: JSONScalar },
  authResolvers,
  licenseResolvers,
  setupResolvers,
  settingsResolvers,
  usersResolvers,
  rolesResolvers,
  auditResolvers,
  systemMessagesResolvers,
  callsResolvers,
  callLogResolvers,
  exportsResolvers,
  systemParamsResolvers,
  treeResolvers,
  treeViewsResolvers,
  configEditResolvers,
  consoleEntitiesResolvers,
  searchResolvers,
  commitResolvers,
  displayResolvers,
  displayDevicesResolvers,
  syncResolvers,
  phonesResolvers,
  fleetResolvers,
  incidentsResolvers,
  maintenanceResolvers,
  backupsResolvers,
  mailResolvers,
  ldapResolvers,
  logsResolvers,
  reportsResolvers,
  updatesResolvers,
  cloudSyncResolvers,
  hubSyncResolvers,
];

export function buildRawSchema(extraTypeDefs: string[] = []): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: [...loadTypeDefs(), ...extraTypeDefs], resolvers });
}

export function buildSchema(): GraphQLSchema {
  return applyGuards(buildRawSchema());
}
