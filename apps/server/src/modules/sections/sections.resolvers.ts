import { loaderOf } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import { requireSystem } from '../config-edit/config-edit.service';
import { interconnectionsOf } from './interconnection-lock';

/** Field resolvers of Section beyond its columns; a list's rows share one read of the interconnections. */
export const sectionFieldResolvers = {
  Section: {
    async schedule_locked_by(row: { id: number }, _args: unknown, ctx: GraphQLContext): Promise<string[]> {
      const systemId = requireSystem(ctx.systemId);
      const load = loaderOf(ctx, 'sectionScheduleLocks', async (ids) => {
        const locks = await interconnectionsOf(ctx.services.db, systemId);
        return new Map(ids.map((id) => [id, locks.get(id) ?? []]));
      });
      const [names] = await load([row.id]);
      return names ?? [];
    },
  },
};
