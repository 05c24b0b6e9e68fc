import { defaultFieldResolver, type GraphQLFieldConfig } from 'graphql';
import { phoneError } from '../modules/phones/phone-identity';
import type { GraphQLContext } from './context';

/**
 * `@phone` (ADR 0032): the caller is a paired phone of a system with the app licence and, with
 * `signedIn`, has an app user signed in on it. The identity is looked up once per request or operation
 * and kept on the context for the resolver; a socket is cut when its phone is unpaired or signed out
 * (phone-sockets.ts), so a subscription need not check each event again.
 */
export async function enforcePhone(ctx: GraphQLContext, signedIn: boolean): Promise<void> {
  const phone = await ctx.services.phones.identify(ctx.phoneTokens);
  if (!phone) throw phoneError('PHONE_NOT_PAIRED');
  if (!(await ctx.services.phones.licensed(phone.client.system_id))) throw phoneError('PHONE_NOT_LICENSED');
  if (signedIn && !phone.user) throw phoneError('PHONE_SIGNED_OUT');
  ctx.phone = phone;
}

export function phoneGuard(
  field: GraphQLFieldConfig<unknown, unknown>,
  signedIn: boolean,
): GraphQLFieldConfig<unknown, GraphQLContext> {
  const resolve = field.resolve ?? defaultFieldResolver;
  const guarded: GraphQLFieldConfig<unknown, GraphQLContext> = {
    ...(field as GraphQLFieldConfig<unknown, GraphQLContext>),
    resolve: async (source, args, ctx, info) => {
      if (!field.subscribe) await enforcePhone(ctx, signedIn);
      return resolve(source, args, ctx, info);
    },
  };
  if (field.subscribe) {
    const subscribe = field.subscribe;
    guarded.subscribe = async (source, args, ctx, info) => {
      await enforcePhone(ctx, signedIn);
      return subscribe(source, args, ctx, info);
    };
  }
  return guarded;
}
