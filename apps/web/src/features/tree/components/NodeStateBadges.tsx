import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Item states that mean "changed here, not yet committed" (spec part 1 §4); the rest need no badge. */
const PENDING_STATES = ['created', 'updated', 'deleted', 'sent'];

export interface NodeState {
  kind: string;
  is_active: boolean;
  reachable: boolean | null;
  muted: boolean;
  use_activity_control: boolean;
  open_call_count?: number;
  position_outdated?: boolean;
  item_state: string;
}

/** What a technician must see at a glance: inactive, unreachable, muted, calls open, changes pending. */
export function NodeStateBadges({ node }: { node: NodeState }) {
  const { t } = useTranslation('tree');
  const badges: { key: string; color: string; text: string }[] = [];
  if (!node.is_active) badges.push({ key: 'inactive', color: 'gray', text: t('state.inactive') });
  if (node.reachable === false) badges.push({ key: 'unreachable', color: 'red', text: t('state.notReachable') });
  if (node.muted) badges.push({ key: 'muted', color: 'orange', text: t('state.muted') });
  if (node.use_activity_control) badges.push({ key: 'activity', color: 'blue', text: t('state.activityControl') });
  if (node.position_outdated) badges.push({ key: 'position', color: 'yellow', text: t('state.positionOutdated') });
  if ((node.open_call_count ?? 0) > 0)
    badges.push({ key: 'calls', color: 'red', text: t('state.openCalls', { n: node.open_call_count }) });
  if (PENDING_STATES.includes(node.item_state))
    badges.push({ key: 'item', color: 'violet', text: t(`itemStates.${node.item_state}`) });
  return (
    <Group gap={4} wrap="nowrap">
      {badges.map((b) => (
        <Badge key={b.key} color={b.color} variant="light" size="sm">
          {b.text}
        </Badge>
      ))}
    </Group>
  );
}
