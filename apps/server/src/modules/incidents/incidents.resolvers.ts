import { actorOf } from '../../graphql/actor';
import type { GraphQLContext } from '../../graphql/context';
import { missingPermission } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { analyticsResolvers } from '../analytics/analytics.resolvers';
import { analyticsOverview } from './analytics-overview';
import { batteryForecast } from './battery-forecast';
import { defectWorkList } from './defect-work-list';
import {
  listNotificationSettings,
  notificationSetting,
  saveNotificationSetting,
} from './incident-notifications.service';
import type { IncidentActor, IncidentView } from './incidents.service';

/** Notice settings are a system's: without a system context there is nothing to set. */
function systemOf(systemId: number | null): number {
  if (systemId === null) throw missingPermission('system');
  return systemId;
}

const actor = (ctx: GraphQLContext): IncidentActor => ({ userId: ctx.principal.id, userName: ctx.userName });

export const incidentsResolvers: Resolvers = {
  Query: {
    // The analytics charts (ADR 0040) ride on this module's registration: one list of modules in graphql/schema.ts.
    ...analyticsResolvers.Query,
    incidents: (_p, args, ctx) => ctx.services.incidents.list(ctx.systemId, args),
    incident: (_p, { id }, ctx) => ctx.services.incidents.get(ctx.systemId, id),
    incidentOptions: (_p, _a, ctx) => ctx.services.incidents.options(ctx.systemId),
    defectWorkList: (_p, _a, ctx) =>
      ctx.systemId === null ? [] : defectWorkList(ctx.services.db, ctx.principal, ctx.systemId),
    analyticsOverview: (_p, _a, ctx) =>
      ctx.systemId === null ? [] : analyticsOverview(ctx.services.db, ctx.principal, ctx.systemId),
    batteryForecast: (_p, { within_days }, ctx) =>
      ctx.systemId === null ? [] : batteryForecast(ctx.services.db, ctx.systemId, new Date(), within_days),
    incidentNotificationSettings: (_p, _a, ctx) => listNotificationSettings(ctx.services.db, systemOf(ctx.systemId)),
    incidentNotificationSetting: (_p, { user_id }, ctx) =>
      notificationSetting(ctx.services.db, systemOf(ctx.systemId), user_id),
  },
  Mutation: {
    assignIncident: (_p, { id, user_id }, ctx) =>
      ctx.services.incidents.assign(ctx.systemId, actor(ctx), id, user_id ?? null),
    commentIncident: (_p, { id, text }, ctx) => ctx.services.incidents.comment(ctx.systemId, actor(ctx), id, text),
    closeIncident: (_p, { id, comment }, ctx) => ctx.services.incidents.close(ctx.systemId, actor(ctx), id, comment),
    updateIncidentNotificationSetting: (_p, { user_id, data }, ctx) =>
      saveNotificationSetting(ctx.services.db, actorOf(ctx), systemOf(ctx.systemId), user_id, data),
  },
  Incident: {
    comments: (incident, _a, ctx) => ctx.services.incidents.comments((incident as IncidentView).id),
  },
};
