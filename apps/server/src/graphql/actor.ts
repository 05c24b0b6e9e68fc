import type { CrudActor } from '../crud/crud';
import type { GraphQLContext } from './context';

/** Who the audit log names for a change made through this request. */
export function actorOf(ctx: GraphQLContext): CrudActor {
  return {
    userId: ctx.principal.id > 0 ? ctx.principal.id : null,
    userName: ctx.userName,
    systemId: ctx.systemId,
    principal: ctx.principal,
  };
}
