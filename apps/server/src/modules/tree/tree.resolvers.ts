import { actorOf } from '../../graphql/actor';
import { missingPermission } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { NO_TREE_OPTIONS } from './tree-options';
import type { NodeInput } from './tree-write';

const EMPTY_LIST = { items: [], total: 0, battery_thresholds: { low: 0, critical: 0 } };

/** Writes need a system context; a user without any usable system has none. */
function systemOf(systemId: number | null): number {
  if (systemId === null) throw missingPermission('system');
  return systemId;
}

export const treeResolvers: Resolvers = {
  Query: {
    systemTreeNode: (_p, { id }, ctx) => (ctx.systemId === null ? null : ctx.services.tree.detail(ctx.systemId, id)),
    systemTreeNodeOptions: (_p, _a, ctx) =>
      ctx.systemId === null ? NO_TREE_OPTIONS : ctx.services.tree.options(ctx.systemId),
    systemTreeNodes: (_p, { filter }, ctx) =>
      ctx.systemId === null ? EMPTY_LIST : ctx.services.tree.list(ctx.systemId, filter),
    systemTreeReplacementCandidates: (_p, { id, search }, ctx) =>
      ctx.systemId === null ? [] : ctx.services.tree.hardware.candidates(ctx.systemId, id, search),
    displayGroupOverrides: (_p, _a, ctx) =>
      ctx.systemId === null
        ? { sections: [], display_groups: [] }
        : ctx.services.tree.displayGroupOverrides.list(ctx.systemId),
  },
  Mutation: {
    createSystemTreeNode: (_p, { data }, ctx) =>
      ctx.services.tree.create(actorOf(ctx), systemOf(ctx.systemId), data as NodeInput),
    updateSystemTreeNode: (_p, { id, data }, ctx) =>
      ctx.services.tree.update(actorOf(ctx), systemOf(ctx.systemId), id, data as NodeInput),
    deleteSystemTreeNodes: (_p, { ids }, ctx) => ctx.services.tree.remove(actorOf(ctx), systemOf(ctx.systemId), ids),
    sortSystemTreeNodes: (_p, { ids }, ctx) => ctx.services.tree.sort(actorOf(ctx), systemOf(ctx.systemId), ids),
    updateSystemTreeNodes: (_p, { ids, data }, ctx) =>
      ctx.services.tree.batch.updateMany(actorOf(ctx), systemOf(ctx.systemId), ids, data as NodeInput),
    replaceSystemTreeNodeHardware: (_p, { id, source_id }, ctx) =>
      ctx.services.tree.hardware.replace(actorOf(ctx), systemOf(ctx.systemId), id, source_id),
    addSystemTreeNodeNote: (_p, { id, text }, ctx) =>
      ctx.services.tree.notes.add(actorOf(ctx), systemOf(ctx.systemId), id, text),
    setDisplayGroupOverride: (_p, { section_id, display_group_id }, ctx) =>
      ctx.services.tree.displayGroupOverrides.set(
        actorOf(ctx),
        systemOf(ctx.systemId),
        section_id,
        display_group_id ?? null,
      ),
  },
};
