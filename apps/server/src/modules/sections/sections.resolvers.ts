import { sections } from '../../db/schema/index';
import { loaderOf } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import { requireSystem } from '../config-edit/config-edit.service';
import { liveIds } from '../config-edit/config-rows.repository';
import { interconnectionsBySection } from './interconnection-lock';

/** Field resolvers of Section beyond its columns; a list's rows share one read of the merge groups. */
export const sectionFieldResolvers = {
  Section: {
    async schedule_locked_by(row: { id: number }, _args: unknown, ctx: GraphQLContext): Promise<string[]> {
      const systemId = requireSystem(ctx.systemId);
      const load = loaderOf(ctx, 'sectionScheduleLocks', async (ids) => {
        const db = ctx.services.db;
        const locks = await interconnectionsBySection(db, systemId, await liveIds(db, sections, systemId));
        return new Map(ids.map((id) => [id, locks.get(id) ?? []]));
      });
      const [names] = await load([row.id]);
      return names ?? [];
    },
  },
};
