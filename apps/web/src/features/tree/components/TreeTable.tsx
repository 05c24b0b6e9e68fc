import { ActionIcon, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import type { BatteryThresholds } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import type { SystemTreeNodeSummaryFieldsFragment as Summary } from '../../../generated/graphql';
import { BatteryIndicator } from '../../../ui/BatteryIndicator';
import type { TreeRow } from '../tree-rows';
import { ChevronIcon } from './icons';
import { NodeStateBadges } from './NodeStateBadges';

interface Props {
  rows: readonly TreeRow<Summary>[];
  thresholds: BatteryThresholds;
  /** Flat views show where a node sits instead of indenting it. */
  showPath: boolean;
  onOpen: (row: Summary) => void;
  onToggle: (id: number) => void;
  /** With a selection (batch edit), each row gets a checkbox. */
  selection?: { ids: ReadonlySet<number>; onSelect: (id: number, on: boolean) => void };
}

const INDENT_PX = 20;

/** The tree list: one row per node, indented by depth in hierarchical views; a click opens its form. */
export function TreeTable({ rows, thresholds, showPath, onOpen, onToggle, selection }: Props) {
  const { t } = useTranslation('tree');
  return (
    <Table highlightOnHover verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          {selection && <Table.Th w={32} />}
          <Table.Th>{t('columns.name')}</Table.Th>
          <Table.Th>{t('columns.text_short')}</Table.Th>
          <Table.Th>{t('columns.text_long')}</Table.Th>
          <Table.Th>{t('columns.number')}</Table.Th>
          <Table.Th>{t('columns.section')}</Table.Th>
          <Table.Th>{t('columns.battery')}</Table.Th>
          <Table.Th>{t('columns.state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ item, depth, hasChildren, expanded }) => (
          <Table.Tr
            key={item.id}
            onClick={() => onOpen(item)}
            style={{ cursor: 'pointer', opacity: item.matches ? 1 : 0.55 }}
            aria-label={item.name}
          >
            {selection && (
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('batch.select', { name: item.name })}
                  checked={selection.ids.has(item.id)}
                  onChange={(event) => selection.onSelect(item.id, event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            <Table.Td>
              <Group gap={6} wrap="nowrap" pl={depth * INDENT_PX}>
                {hasChildren ? (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t(expanded ? 'list.collapse' : 'list.expand', { name: item.name })}
                    aria-expanded={expanded}
                    onClick={(event) => {
                      event.stopPropagation();
                      onToggle(item.id);
                    }}
                  >
                    <ChevronIcon open={expanded} />
                  </ActionIcon>
                ) : (
                  <span style={{ width: 22 }} />
                )}
                <Badge variant="outline" size="xs" color="gray">
                  {t(`kinds.${item.kind}`, { defaultValue: item.kind })}
                </Badge>
                <div>
                  <Text size="sm">{item.name}</Text>
                  {showPath && item.path.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {item.path.join(' › ')}
                    </Text>
                  )}
                </div>
              </Group>
            </Table.Td>
            <Table.Td>{item.text_short}</Table.Td>
            <Table.Td>{item.text_long}</Table.Td>
            <Table.Td>{item.number ?? ''}</Table.Td>
            <Table.Td>{item.section_name ?? ''}</Table.Td>
            <Table.Td>
              {(item.battery !== null || item.kind === 'radio') && (
                <BatteryIndicator battery={item.battery} thresholds={thresholds} />
              )}
            </Table.Td>
            <Table.Td>
              <NodeStateBadges node={item} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
