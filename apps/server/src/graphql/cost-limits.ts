import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL operation may ask for. The console's own operations stay far below (the largest:
 * no alias, depth 7, cost ≈ 420, a few hundred tokens; `cost-limits.test.ts` checks every document of
 * apps/web against these), so a limit only ever stops a hand-made query. Before them, one anonymous
 * query with 5,000 aliases of `openCalls` held the server for 17 s and a call for 14.6 s (issue 10).
 */
export const OPERATION_LIMITS = {
  /** Tokens of the query text; counted while parsing, so a huge text is refused after this many. */
  tokens: 3_000,
  aliases: 15,
  depth: 10,
  directives: 20,
  /** GraphQL Armor's cost: objects 2, scalars 1, nesting × 1.5. */
  cost: 1_500,
} as const;

/** A rejected operation gets a validation error, like any invalid query: never a thrown exception. */
const report = [(ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error)];
const asError = { propagateOnRejection: false, onReject: report } as const;

/** The validation rules of the limits, for Yoga and for tests that check documents against them. */
export function limitRules(limits = OPERATION_LIMITS): ValidationRule[] {
  return [
    maxAliasesRule({ n: limits.aliases, ...asError }),
    maxDepthRule({ n: limits.depth, ...asError }),
    maxDirectivesRule({ n: limits.directives, ...asError }),
    costLimitRule({ maxCost: limits.cost, ...asError }),
  ] as unknown as ValidationRule[];
}

export interface OperationGuardOptions {
  /** Production: no introspection and no "did you mean" hints that map the schema for a stranger. */
  production: boolean;
}

/** Yoga plugins: the limits always, and in production the schema kept to itself. */
export function operationGuards({ production }: OperationGuardOptions): Plugin[] {
  const rules = limitRules();
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  const plugins: Plugin[] = [
    // Too many tokens is a syntax error: parsing stops there, however long the text goes on.
    maxTokensPlugin({ n: OPERATION_LIMITS.tokens }) as Plugin,
    {
      onValidate({ addValidationRule }) {
        for (const rule of rules) addValidationRule(rule);
      },
    },
  ];
  if (production) plugins.push(blockFieldSuggestionsPlugin() as Plugin);
  return plugins;
}
