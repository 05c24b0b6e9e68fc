import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, type DocumentNode, GraphQLError, Kind, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { limitRules, OPERATION_LIMITS } from './cost-limits';
import { loadTypeDefs } from './schema';

const schema = buildASTSchema(parse(loadTypeDefs().join('\n')));
const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/** Parses as the server does: the token limit stops the parser. */
const parseLimited = (text: string) => parse(text, { maxTokens: OPERATION_LIMITS.tokens });

const limitErrors = (query: string) => validate(schema, parseLimited(query), limitRules()).map((e) => e.message);

/** Every operation the web sends, each with the fragments it may use. */
function webOperations(): { name: string; document: DocumentNode }[] {
  const texts = graphqlFiles(webSrc).map((f) => readFileSync(f, 'utf8'));
  const all = parse(texts.join('\n'));
  const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return all.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION
      ? [{ name: d.name?.value ?? '?', document: { kind: Kind.DOCUMENT, definitions: [d, ...fragments] } }]
      : [],
  );
}

const CALL_FIELDS = 'id call_type_id call_type_text device_text_short device_text_long opened_at updated_at';
const aliased = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: openCalls { ${CALL_FIELDS} }`).join(' ')} }`;

describe('operation limits', () => {
  it('let every operation of the web console through', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(100);
    const refused = operations.flatMap(({ name, document }) =>
      validate(schema, document, limitRules()).map((e) => `${name}: ${e.message}`),
    );
    expect(refused).toEqual([]);
  });

  it('let the largest accepted alias count through and refuse one more', () => {
    expect(limitErrors(aliased(OPERATION_LIMITS.aliases))).toEqual([]);
    expect(limitErrors(aliased(OPERATION_LIMITS.aliases + 1))).toEqual([
      expect.stringContaining(`Aliases limit of ${OPERATION_LIMITS.aliases} exceeded`),
    ]);
  });

  it('refuse a query nested deeper than allowed', () => {
    const deep = `{ authUser { ${'roles { users { '.repeat(5)}id${' } }'.repeat(5)} } }`;
    expect(limitErrors(deep).join()).toMatch(/depth/i);
  });

  it('stop parsing a text of thousands of aliases at the token limit, quickly', () => {
    const bomb = aliased(5_000);
    expect(bomb.length).toBeGreaterThan(190_000);
    const started = performance.now();
    expect(() => parseLimited(bomb)).toThrow(GraphQLError);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
