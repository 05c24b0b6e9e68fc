import { describe, expect, it } from 'vitest';
import { applyGuards, findUnguardedRootFields } from './guards';
import { buildRawSchema } from './schema';

describe('root field guards', () => {
  it('every Query, Mutation and Subscription field declares @auth or @public', () => {
    expect(findUnguardedRootFields(buildRawSchema())).toEqual([]);
  });

  it('the check finds a field without a guard, and the server refuses to build with it', () => {
    const leaky = buildRawSchema([
      'extend type Query { leak: String }',
      'extend type Mutation { alsoLeak: Int }',
      'extend type Subscription { ok: Int @public }',
    ]);
    expect(findUnguardedRootFields(leaky)).toEqual(['Query.leak', 'Mutation.alsoLeak']);
    expect(() => applyGuards(leaky)).toThrow(/Query\.leak, Mutation\.alsoLeak/);
  });

  it('an unknown permission or license in a guard stops the build', () => {
    expect(() => applyGuards(buildRawSchema(['extend type Query { x: Int @auth(all: ["admin::fly"]) }']))).toThrow(
      /unknown permission "admin::fly"/,
    );
    expect(() => applyGuards(buildRawSchema(['extend type Query { y: Int @auth(license: ["gold"]) }']))).toThrow(
      /unknown license "gold"/,
    );
  });
});
