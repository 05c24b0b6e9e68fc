import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const logsResolvers: Resolvers = {
  Query: {
    logFiles: (_p, _a, ctx) => ctx.services.logs.files(),
    logEntries: (_p, { file, level, text, after, limit }, ctx) =>
      ctx.services.logs.entries(file ?? null, { level, text }, after ?? null, limit ?? 500),
    downloadLogFile: (_p, { name }, ctx) => ctx.services.logs.download(name),
  },
};
