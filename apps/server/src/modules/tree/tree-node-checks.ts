import { checkDeviceCapacity, type IssueList, isDeviceKind } from '@wardlight/domain';
import type { RuleContext } from '../config-edit/config-entity';
import type { TableKind } from '../configuration/config-kinds';
import type { NodeCandidate } from './tree-node.entity';
import type { TreeFacts } from './tree-write-facts';

/** The ids among `fields` of the node. */
function named(node: NodeCandidate, fields: readonly string[]) {
  return fields.flatMap((field) => {
    const id = node[field];
    return typeof id === 'number' ? [{ field, id }] : [];
  });
}

async function mustExist(ctx: RuleContext, kind: TableKind, refs: { field: string; id: number }[]) {
  if (refs.length === 0) return;
  const ids = await ctx.ids(kind);
  for (const { field, id } of refs)
    if (!ids.has(id)) ctx.issues.add(field, 'missing_relation', { related_kind: kind, related_id: id });
}

/**
 * Ids a node names that the configuration references (config-edit/references.ts, which checks the
 * node's own schedules and display groups) do not cover: its display-group override, a real display
 * group where the option codes mean nothing, and its flight profile, a console entity. A stale one is
 * refused as the configurator would at commit (`missing_relation`).
 */
export async function checkNodeReferences(node: NodeCandidate, ctx: RuleContext, facts: TreeFacts) {
  await mustExist(ctx, 'display_groups', named(node, ['active_display_group_override_id']));
  const profile = node.flight_profile_id;
  if (typeof profile === 'number' && !facts.flightProfileIds.has(profile))
    ctx.issues.add('flight_profile_id', 'missing_relation', { related_kind: 'flight_profiles', related_id: profile });
}

/** A device entering a section needs a free slot there, and a new one a licensed device (packages/domain). */
export async function checkNodeCapacity(node: NodeCandidate, issues: IssueList, facts: TreeFacts) {
  const kind = String(node.kind ?? '');
  if (!isDeviceKind(kind)) return;
  const before = facts.byId.get(node.id);
  const sectionId = (node.section_id as number | null | undefined) ?? null;
  const allowance = before ? { inUse: 0, licensed: 0 } : await facts.deviceAllowance();
  checkDeviceCapacity(
    {
      kind,
      isNew: !before,
      sectionId,
      entersSection: sectionId !== null && before?.section_id !== sectionId,
      devicesInSection: sectionId === null ? 0 : facts.devicesIn(sectionId, node.id),
      devicesInUse: allowance.inUse,
      devicesLicensed: allowance.licensed,
    },
    issues,
  );
}
