import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  type AccessRequirement,
  DEFAULT_LICENSE,
  decideAccess,
  isPermissionCode,
  isSignedIn,
  LICENSED_MODULES,
  type LicenseContext,
  type LicensedModule,
  type PermissionCode,
} from '@wardlight/domain';
import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema, isObjectType } from 'graphql';
import type { GraphQLContext } from './context';
import { enforceDisplay, isDisplayField } from './display-guard';
import { missingAuth, missingPermission } from './errors';
import { phoneGuard } from './phone-guard';
import { setupCodeOf } from './setup-code';
import { setupStepGuard } from './setup-guard';

const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

/** The guard a root field declares, or null when it declares none. */
export function requirementOf(
  schema: GraphQLSchema,
  field: GraphQLFieldConfig<unknown, unknown>,
): AccessRequirement | null {
  if (getDirective(schema, field, 'public')?.length) return { public: true };
  const auth = getDirective(schema, field, 'auth')?.[0] as
    | { all?: string[]; any?: string[]; license?: string[]; duringSetup?: boolean }
    | undefined;
  if (!auth) return null;
  for (const code of [...(auth.all ?? []), ...(auth.any ?? [])]) {
    if (!isPermissionCode(code)) throw new Error(`@auth names an unknown permission "${code}"`);
  }
  for (const m of auth.license ?? []) {
    if (!(LICENSED_MODULES as readonly string[]).includes(m)) throw new Error(`@auth names an unknown license "${m}"`);
  }
  return {
    all: (auth.all ?? []) as PermissionCode[],
    any: (auth.any ?? []) as PermissionCode[],
    license: (auth.license ?? []) as LicensedModule[],
    duringSetup: auth.duringSetup ?? false,
  };
}

/** A setup step (`@setup`, ADR 0021): open only while setup runs, to callers the setup gate admits. */
export function isSetupStep(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): boolean {
  return Boolean(getDirective(schema, field, 'setup')?.length);
}

/** A staff phone's field (`@phone`, ADR 0032): null when the field is not one. */
export function phoneRequirementOf(
  schema: GraphQLSchema,
  field: GraphQLFieldConfig<unknown, unknown>,
): { signedIn: boolean } | null {
  const phone = getDirective(schema, field, 'phone')?.[0] as { signedIn?: boolean } | undefined;
  return phone ? { signedIn: phone.signedIn ?? false } : null;
}

/** `Type.field` of every root field without `@auth`, `@public`, `@phone` or `@setup`. */
export function findUnguardedRootFields(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of ROOTS) {
    const type = schema.getType(root);
    if (!type || !isObjectType(type)) continue;
    for (const [name, field] of Object.entries(type.toConfig().fields)) {
      const guarded = requirementOf(schema, field) || phoneRequirementOf(schema, field) || isSetupStep(schema, field);
      if (!guarded) missing.push(`${root}.${name}`);
    }
  }
  return missing;
}

const unlicensed = (systemId: number | null): LicenseContext => ({
  license: DEFAULT_LICENSE,
  appGatewayEnabled: false,
  appGatewaySystemId: null,
  systemId,
});

export async function enforce(req: AccessRequirement, ctx: GraphQLContext): Promise<void> {
  if (req.public) return;
  const setupOpen = req.duringSetup ? await ctx.services.setup.isOpen() : false;
  // Anonymous callers during setup are the wizard's: only from this machine or with the setup code.
  if (setupOpen && !isSignedIn(ctx.principal)) ctx.services.setup.gate.admit(ctx.clientIp, setupCodeOf(ctx));
  // Only fields that name a licensed module pay for looking the license up.
  const licence = req.license?.length ? await ctx.services.licenseContext(ctx.systemId) : unlicensed(ctx.systemId);
  const decision = decideAccess(req, { principal: ctx.principal, license: licence, setupOpen });
  if (decision === 'MISSING_AUTH') throw missingAuth();
  if (decision === 'MISSING_PERMISSION') throw missingPermission('permission');
  if (decision === 'MISSING_LICENSE') throw missingPermission('license');
}

/**
 * Wraps every root field's resolver (and subscribe) in its declared guard. A root field without a
 * guard stops the server from starting: nothing is reachable by accident.
 */
export function applyGuards(schema: GraphQLSchema): GraphQLSchema {
  const unguarded = findUnguardedRootFields(schema);
  if (unguarded.length)
    throw new Error(`root fields without @auth, @public, @phone or @setup: ${unguarded.join(', ')}`);
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field) => {
      const phone = phoneRequirementOf(schema, field);
      if (phone) return phoneGuard(field, phone.signedIn);
      const req = requirementOf(schema, field);
      if (!req) return setupStepGuard(field);
      const resolve = field.resolve ?? defaultFieldResolver;
      const display = isDisplayField(schema, field);
      const guarded: GraphQLFieldConfig<unknown, GraphQLContext> = {
        ...(field as GraphQLFieldConfig<unknown, GraphQLContext>),
        resolve: async (source, args, ctx, info) => {
          // Subscriptions were checked in subscribe; each pushed event need not be again.
          if (!field.subscribe) await enforce(req, ctx);
          if (display && !field.subscribe) await enforceDisplay(ctx);
          return resolve(source, args, ctx, info);
        },
      };
      if (field.subscribe) {
        const subscribe = field.subscribe;
        guarded.subscribe = async (source, args, ctx, info) => {
          await enforce(req, ctx);
          if (display) await enforceDisplay(ctx);
          return subscribe(source, args, ctx, info);
        };
      }
      return guarded;
    },
  });
}
