import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** ISO-8601 in UTC on the wire; Date or ISO text from resolvers. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize(value) {
    const d = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return d.toISOString();
  },
  parseValue(value) {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 date');
    return d;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 date');
    return d;
  },
});

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral(ast) {
    const read = (node: typeof ast): unknown => {
      switch (node.kind) {
        case Kind.STRING:
        case Kind.BOOLEAN:
          return node.value;
        case Kind.INT:
        case Kind.FLOAT:
          return Number(node.value);
        case Kind.NULL:
          return null;
        case Kind.LIST:
          return node.values.map(read);
        case Kind.OBJECT:
          return Object.fromEntries(node.fields.map((f) => [f.name.value, read(f.value)]));
        default:
          throw new GraphQLError('JSON literal not supported (use a variable)');
      }
    };
    return read(ast);
  },
});
