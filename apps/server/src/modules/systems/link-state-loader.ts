import { loaderOf } from '../../graphql/batch-loader';
import type { LinkStateView } from './link-state';
import type { LinkStatesService } from './link-states.service';

/**
 * A configurator's link state for a field resolver: the rows of one list are read in one statement.
 * Every system with a row in `systems` has a view, so only a system deleted meanwhile has none.
 */
export async function linkStateOf(
  ctx: { services: { linkStates: Pick<LinkStatesService, 'of'> } },
  systemId: number,
): Promise<LinkStateView | null> {
  const load = loaderOf(ctx, 'linkStates', async (ids) => {
    const views = await ctx.services.linkStates.of(ids);
    return new Map(views.map((view) => [view.system_id, view]));
  });
  const [view] = await load([systemId]);
  return view ?? null;
}
