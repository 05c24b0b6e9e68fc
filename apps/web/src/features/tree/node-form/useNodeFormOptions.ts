import { useQuery } from '@apollo/client/react';
import { mayWriteNode, NODE_KINDS, SPECIAL_CODES } from '@wardlight/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TreeNodeListDocument, TreeNodeOptionsDocument } from '../../../generated/graphql';
import { useTreeAccess } from '../tree-access';
import type { NodeOptions } from './node-options';

/** What `/sim/press` and the hardware know as buttons (protocol §4). */
const BUTTONS = ['alert', 'presence', 'emergency', 'medallion'] as const;

/** Ids of `id` and everything below it: a node cannot move under itself. */
function subtreeOf(items: readonly { id: number; parent_id: number | null }[], id: number | null): Set<number> {
  const out = new Set<number>();
  if (id === null) return out;
  out.add(id);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items)
      if (item.parent_id !== null && out.has(item.parent_id) && !out.has(item.id)) {
        out.add(item.id);
        grew = true;
      }
  }
  return out;
}

/**
 * The node form's choices: kinds the user may create, parents (not the node or its descendants),
 * sections, call sources, hubs, linkable devices, buttons, flight profiles, schedules and display
 * groups with the configurator's option codes; plus the whole tree for the link rules.
 */
export function useNodeFormOptions(nodeId: number | null) {
  const { t } = useTranslation('tree');
  const access = useTreeAccess();
  const options = useQuery(TreeNodeOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const tree = useQuery(TreeNodeListDocument, {
    variables: { filter: { view: 'structured' } },
    fetchPolicy: 'cache-first',
  });
  const items = tree.data?.systemTreeNodes.items;
  const choices = options.data?.systemTreeNodeOptions;

  const value = useMemo((): NodeOptions => {
    const nodes = items ?? [];
    const excluded = subtreeOf(nodes, nodeId);
    const label = (n: { name: string; path: readonly string[] }) => [...n.path, n.name].join(' › ');
    const groups = (choices?.display_groups ?? []).map((g) => ({ value: g.id, label: g.name }));
    return {
      kinds: NODE_KINDS.filter((kind) => nodeId !== null || mayWriteNode(access.principal, kind, 'create')).map(
        (kind) => ({ value: kind, label: t(`kinds.${kind}`) }),
      ),
      parents: nodes.filter((n) => !excluded.has(n.id)).map((n) => ({ value: n.id, label: label(n) })),
      sections: (choices?.sections ?? []).map((s) => ({ value: s.id, label: s.name })),
      callSources: (choices?.call_sources ?? []).map((s) => ({ value: s.id, label: `${s.number} ${s.text}`.trim() })),
      hubs: (choices?.hubs ?? []).map((h) => ({ value: h.id, label: h.name })),
      linkable: nodes.filter((n) => n.is_linkable && n.id !== nodeId).map((n) => ({ value: n.id, label: label(n) })),
      buttons: BUTTONS.map((b) => ({ value: b, label: t(`buttons.${b}`) })),
      flightProfiles: (choices?.flight_profiles ?? []).map((p) => ({ value: p.id, label: p.name })),
      overrideGroups: groups,
      scheduleChoices: [
        ...(choices?.schedules ?? []).map((s) => ({ value: s.id, label: s.name })),
        { value: SPECIAL_CODES.allDay, label: t('codes.allDay') },
        { value: SPECIAL_CODES.none, label: t('codes.none') },
      ],
      groupChoices: [
        ...groups,
        { value: SPECIAL_CODES.section, label: t('codes.section') },
        { value: SPECIAL_CODES.all, label: t('codes.all') },
        { value: SPECIAL_CODES.none, label: t('codes.none') },
      ],
      schedules: choices?.schedules ?? [],
    };
  }, [items, choices, nodeId, access.principal, t]);

  return {
    options: value,
    linkedNodeIds: new Set((items ?? []).flatMap((n) => (n.linked_system_tree_node_id === null ? [] : [n.id]))),
    thresholds: tree.data?.systemTreeNodes.battery_thresholds ?? null,
  };
}
