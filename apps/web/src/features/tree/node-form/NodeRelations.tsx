import { Anchor, Badge, Breadcrumbs, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BatteryThresholds } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathOf } from '../../../app/routes/route-index';
import type { TreeNodeDetailQuery } from '../../../generated/graphql';
import { BatteryIndicator } from '../../../ui/BatteryIndicator';
import { formatDateTime } from '../../../ui/time/date-format';

type Detail = NonNullable<TreeNodeDetailQuery['systemTreeNode']>;

function NodeLink({ node }: { node: { id: number; name: string } }) {
  const navigate = useNavigate();
  return (
    <Anchor component="button" type="button" onClick={() => navigate(`../${node.id}`, { relative: 'path' })}>
      {node.name}
    </Anchor>
  );
}

/** An open call of the node: opens the call form over the node form (`/tree/edit/:nodeid/calls/:id`). */
function OpenCallLink({ nodeId, call }: { nodeId: number; call: Detail['open_calls'][number] }) {
  const { t } = useTranslation('tree');
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => navigate({ pathname: pathOf('treeCallForm', { nodeid: nodeId, id: call.id }), search })}
    >
      {t('form.openCall', { text: call.call_type_text, time: formatDateTime(call.opened_at) })}
    </Anchor>
  );
}

/**
 * What the hardware reports and how the node sits in the tree: battery, reachability, position,
 * health, status and radio link, open calls, parents, children and links. Read-only: the configurator
 * owns the reported values (spec part 1 §6); other nodes open in the same form.
 */
export function NodeRelations({ detail, thresholds }: { detail: Detail; thresholds: BatteryThresholds }) {
  const { t } = useTranslation('tree');
  const { node } = detail;
  const reported = [
    ['health', node.health],
    ['status', node.status === null ? null : t(`deviceStates.${node.status}`, { defaultValue: node.status })],
    ['radio', node.radio],
  ] as const;
  const runtime =
    node.battery !== null ||
    node.reachable !== null ||
    node.position !== null ||
    reported.some(([, value]) => value !== null);
  return (
    <Stack gap="sm">
      {detail.parents.length > 0 && (
        <Breadcrumbs aria-label={t('form.parents')}>
          {[...detail.parents].reverse().map((p) => (
            <NodeLink key={p.id} node={p} />
          ))}
        </Breadcrumbs>
      )}
      {runtime && (
        <Group gap="sm">
          {node.battery !== null && <BatteryIndicator battery={node.battery} thresholds={thresholds} />}
          {node.reachable !== null && (
            <Badge color={node.reachable ? 'green' : 'red'} variant="light">
              {node.reachable ? t('state.reachable') : t('state.notReachable')}
            </Badge>
          )}
          {node.last_reachable_at && (
            <Text size="sm" c="dimmed">
              {t('form.lastReachable', { time: formatDateTime(node.last_reachable_at) })}
            </Text>
          )}
          {node.position && (
            <Text size="sm">
              {t('form.position', { position: node.position, time: formatDateTime(node.position_updated_at) })}
            </Text>
          )}
          {detail.position_outdated && <Badge color="yellow">{t('state.positionOutdated')}</Badge>}
          {node.muted && <Badge color="orange">{t('state.muted')}</Badge>}
          {reported.map(
            ([key, value]) =>
              value !== null && (
                <Text key={key} size="sm">
                  {t(`form.reported.${key}`, { value })}
                </Text>
              ),
          )}
        </Group>
      )}
      {detail.open_calls.length > 0 && (
        <div>
          <Title order={5}>{t('form.openCalls')}</Title>
          <List size="sm">
            {detail.open_calls.map((call) => (
              <List.Item key={call.id}>
                <OpenCallLink nodeId={node.id} call={call} />
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {detail.children.length > 0 && (
        <div>
          <Title order={5}>{t('form.children')}</Title>
          <Group gap="xs">
            {detail.children.map((child) => (
              <NodeLink key={child.id} node={child} />
            ))}
          </Group>
        </div>
      )}
      {detail.linked_node && (
        <Text size="sm">
          {t('form.linkedTo')} <NodeLink node={detail.linked_node} />
        </Text>
      )}
      {detail.linking_nodes.length > 0 && (
        <div>
          <Title order={5}>{t('form.linkingNodes')}</Title>
          <Group gap="xs">
            {detail.linking_nodes.map((linking) => (
              <NodeLink key={linking.id} node={linking} />
            ))}
          </Group>
        </div>
      )}
    </Stack>
  );
}
