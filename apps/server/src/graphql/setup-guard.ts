import type { GraphQLFieldConfig } from 'graphql';
import { setupComplete } from '../modules/setup/setup.service';
import type { GraphQLContext } from './context';
import { setupCodeOf } from './setup-code';

/**
 * The guard of a `@setup` field (createInitialUser, createInitialConfigurator; ADR 0021): refused
 * for everyone once setup is complete, before that admitted by the setup gate (this machine, or the
 * setup code from the server's log). Administrators use the ordinary mutations afterwards.
 */
export function setupStepGuard(field: GraphQLFieldConfig<unknown, unknown>): GraphQLFieldConfig<unknown, unknown> {
  const resolve = field.resolve;
  if (!resolve || field.subscribe) throw new Error('@setup is for mutations with a resolver');
  const guarded: GraphQLFieldConfig<unknown, GraphQLContext> = {
    ...(field as GraphQLFieldConfig<unknown, GraphQLContext>),
    resolve: async (source, args, ctx, info) => {
      if (!(await ctx.services.setup.isOpen())) throw setupComplete();
      ctx.services.setup.gate.admit(ctx.clientIp, setupCodeOf(ctx));
      return resolve(source, args, ctx, info);
    },
  };
  return guarded as GraphQLFieldConfig<unknown, unknown>;
}
