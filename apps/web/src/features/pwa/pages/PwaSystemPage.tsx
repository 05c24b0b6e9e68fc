import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Chip, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutlet, useSearchParams } from 'react-router';
import { type SystemTreeNodeSummaryFieldsFragment, TreeNodeListDocument } from '../../../generated/graphql';
import { NodeStateBadges } from '../../tree/components/NodeStateBadges';
import { readTreeFilter, TREE_FLAGS, type TreeFlag, toQueryFilter, writeTreeFilter } from '../../tree/tree-filter';
import { CARD_MIN_HEIGHT, PwaCardList, PwaEmpty, PwaLoading, PwaPage } from '../PwaPage';

type Node = SystemTreeNodeSummaryFieldsFragment;

/** Flags worth a tap on the walk through the building. */
const FLAGS: readonly TreeFlag[] = TREE_FLAGS.filter((f) => f !== 'radio');

/** The nodes one level below `parent` (null: the top), or the search's hits. */
export function visibleNodes(items: readonly Node[], parent: number | null, searching: boolean): Node[] {
  if (searching) return items.filter((n) => n.matches);
  const ids = new Set(items.map((n) => n.id));
  return items.filter((n) =>
    parent === null ? n.parent_id === null || !ids.has(n.parent_id) : n.parent_id === parent,
  );
}

/**
 * `/pwa/system`: the system tree one level at a time — a tap on a node's name opens its form
 * (`/pwa/system/edit/:id`, a page of its own), its children button goes a level down. The tree's own
 * query and filters (the address holds them, `?q=` and the flags); `?parent=` is the level shown.
 */
export function PwaSystemPage() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return <SystemList />;
}

function SystemList() {
  const { t } = useTranslation(['pwa', 'tree']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = readTreeFilter(params);
  const [search, setSearch] = useState(state.search);
  const parentParam = Number(params.get('parent'));
  const parent = Number.isInteger(parentParam) && parentParam > 0 ? parentParam : null;
  const query = useQuery(TreeNodeListDocument, {
    variables: { filter: toQueryFilter({ ...state, view: 'structured' }) },
    fetchPolicy: 'cache-and-network',
  });
  const list = (query.data ?? query.previousData)?.systemTreeNodes;
  const searching = state.search !== '' || state.flags.size > 0;
  const nodes = list ? visibleNodes(list.items, parent, searching) : [];
  const parentNode = parent !== null ? list?.items.find((n) => n.id === parent) : undefined;
  const withParams = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  const refetch = query.refetch;

  const body = () => {
    if (query.error && !list) return <Alert color="red" title={t('tree:list.loadFailed')} />;
    if (!list) return <PwaLoading label={t('tree:list.loading')} />;
    if (nodes.length === 0) return <PwaEmpty>{t('system.empty')}</PwaEmpty>;
    return (
      <PwaCardList>
        {nodes.map((node) => (
          <li key={node.id}>
            <Card withBorder radius="md" p={0} data-node={node.id}>
              <Group wrap="nowrap" gap={0} align="stretch">
                <UnstyledButton
                  p="sm"
                  mih={CARD_MIN_HEIGHT}
                  style={{ flex: 1 }}
                  onClick={() => navigate({ pathname: `edit/${node.id}`, search: params.toString() })}
                >
                  <Text fw={600}>{node.text_long || node.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[t(`tree:kinds.${node.kind}`), node.section_name, searching ? node.path.join(' › ') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <NodeStateBadges node={node} />
                </UnstyledButton>
                {node.child_count > 0 && !searching && (
                  <Button
                    variant="light"
                    radius={0}
                    h="auto"
                    miw={CARD_MIN_HEIGHT}
                    aria-label={t('system.children', { name: node.text_long || node.name, count: node.child_count })}
                    onClick={() => withParams((next) => next.set('parent', String(node.id)))}
                  >
                    {`${node.child_count} ›`}
                  </Button>
                )}
              </Group>
            </Card>
          </li>
        ))}
      </PwaCardList>
    );
  };

  return (
    <PwaPage
      title={t('system.title')}
      subtitle={list ? t('system.count', { count: list.total }) : undefined}
      onRefresh={() => refetch()}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setParams(writeTreeFilter(params, { ...state, search }));
        }}
      >
        <TextInput
          size="md"
          type="search"
          label={t('system.search')}
          placeholder={t('tree:list.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </form>
      <Chip.Group
        multiple
        value={[...state.flags]}
        onChange={(values) => setParams(writeTreeFilter(params, { ...state, flags: new Set(values as TreeFlag[]) }))}
      >
        <Group gap="xs">
          {FLAGS.map((flag) => (
            <Chip key={flag} value={flag} size="md">
              {t(`system.flags.${flag}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {parent !== null && !searching && (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{parentNode ? parentNode.text_long || parentNode.name : ''}</Text>
          <Anchor
            component={Link}
            to={{
              search: (() => {
                const next = new URLSearchParams(params);
                if (parentNode?.parent_id) next.set('parent', String(parentNode.parent_id));
                else next.delete('parent');
                return next.toString();
              })(),
            }}
            mih={44}
            style={{ display: 'inline-flex', alignItems: 'center' }}
          >
            {t('system.up')}
          </Anchor>
        </Group>
      )}
      {body()}
    </PwaPage>
  );
}
