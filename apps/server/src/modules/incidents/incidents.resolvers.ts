import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { analyticsResolvers } from '../analytics/analytics.resolvers';
import { analyticsOverview } from './analytics-overview';
import { defectWorkList } from './defect-work-list';
import type { IncidentActor, IncidentView } from './incidents.service';

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
  },
  Mutation: {
    assignIncident: (_p, { id, user_id }, ctx) =>
      ctx.services.incidents.assign(ctx.systemId, actor(ctx), id, user_id ?? null),
    commentIncident: (_p, { id, text }, ctx) => ctx.services.incidents.comment(ctx.systemId, actor(ctx), id, text),
    closeIncident: (_p, { id, comment }, ctx) => ctx.services.incidents.close(ctx.systemId, actor(ctx), id, comment),
  },
  Incident: {
    comments: (incident, _a, ctx) => ctx.services.incidents.comments((incident as IncidentView).id),
  },
};
