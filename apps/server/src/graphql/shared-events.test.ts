import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionResult, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { markShared, subscribeSharing } from './shared-events';

function setup(events: object[]) {
  let resolved = 0;
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { x: Int } type Item { name: String } type Subscription { items: [Item!]! }',
    resolvers: {
      Subscription: {
        items: {
          subscribe: async function* () {
            yield* events;
          },
        },
      },
      Item: {
        name: (item: { name: string }) => {
          resolved++;
          if (item.name === 'boom') throw new Error('database password is hunter2');
          return item.name;
        },
      },
    },
  });
  return { schema, resolvedCount: () => resolved };
}

async function collect(iterable: AsyncIterable<ExecutionResult> | ExecutionResult): Promise<ExecutionResult[]> {
  const out: ExecutionResult[] = [];
  for await (const r of iterable as AsyncIterable<ExecutionResult>) out.push(r);
  return out;
}

const mask = (error: unknown) =>
  error instanceof GraphQLError && error.originalError ? new GraphQLError('Unexpected error.') : (error as Error);
const document = parse('subscription { items { name } }');

describe('shared subscription events', () => {
  it('execute a shared event once for every subscriber with the same operation', async () => {
    const event = markShared({ items: [{ name: 'a' }, { name: 'b' }] });
    const { schema, resolvedCount } = setup([event]);
    const [one, two] = await Promise.all([
      collect(await subscribeSharing({ schema, document }, mask)),
      collect(await subscribeSharing({ schema, document }, mask)),
    ]);
    expect(one).toEqual([{ data: { items: [{ name: 'a' }, { name: 'b' }] } }]);
    expect(two).toEqual(one);
    expect(resolvedCount()).toBe(2);
  });

  it('execute an unshared event for each subscriber, and mask faults', async () => {
    const { schema, resolvedCount } = setup([{ items: [{ name: 'a' }] }, { items: [{ name: 'boom' }] }]);
    await collect(await subscribeSharing({ schema, document }, mask));
    const results = await collect(await subscribeSharing({ schema, document }, mask));
    expect(resolvedCount()).toBe(4);
    expect(JSON.stringify(results)).not.toContain('hunter2');
    expect(results[1]?.errors?.[0]?.message).toBe('Unexpected error.');
  });
});
