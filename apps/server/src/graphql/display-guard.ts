import { getDirective } from '@graphql-tools/utils';
import { isSignedIn } from '@wardlight/domain';
import { GraphQLError, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';

/** A public field that carries care data a wall display shows: `@public(display: true)` (ADR 0022). */
export function isDisplayField(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): boolean {
  const args = getDirective(schema, field, 'public')?.[0] as { display?: boolean } | undefined;
  return args?.display === true;
}

export function displayNotEnrolled(): GraphQLError {
  return new GraphQLError('DISPLAY_NOT_ENROLLED', { extensions: { code: 'DISPLAY_NOT_ENROLLED' } });
}

/**
 * When the global setting asks for enrolled displays, a visitor reads care data only with the token of
 * an approved display; signed-in users pass as before. The setting is read only for visitors without
 * one, so staff and enrolled displays pay nothing for it.
 */
export async function enforceDisplay(ctx: GraphQLContext): Promise<void> {
  if (isSignedIn(ctx.principal) || ctx.display?.approved) return;
  if (await ctx.services.displayDevices.required()) throw displayNotEnrolled();
}
