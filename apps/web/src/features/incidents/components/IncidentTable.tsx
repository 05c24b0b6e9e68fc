import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncidentFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { SEVERITY_COLORS, useIncidentTexts } from './incident-texts';

interface Props {
  rows: readonly IncidentFieldsFragment[];
  onOpen: (id: number) => void;
}

const COLUMNS = ['severity', 'type', 'device', 'section', 'state', 'assignee', 'opened', 'openFor'] as const;

/** The incidents, most severe and newest first (the server's order); a device opens the details. */
export function IncidentTable({ rows, onOpen }: Props) {
  const { t } = useTranslation('incidents');
  const texts = useIncidentTexts();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((i) => (
            <Table.Tr key={i.id} data-incident={i.id} data-type={i.type} data-state={i.state}>
              <Table.Td>
                <Badge color={SEVERITY_COLORS[i.severity] ?? 'gray'} variant="light">
                  {t(`severities.${i.severity}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {t(`types.${i.type}`)}
                  {i.is_repeater && (
                    <Badge size="xs" variant="outline">
                      {t('repeater')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => onOpen(i.id)}
                  aria-label={t('open', { id: i.id })}
                >
                  {texts.device(i) || `#${i.id}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{i.section_name}</Table.Td>
              <Table.Td>{t(`states.${i.state}`)}</Table.Td>
              <Table.Td>{i.assignee_name}</Table.Td>
              <Table.Td>{formatDateTime(i.opened_at)}</Table.Td>
              <Table.Td>{texts.duration(i.open_seconds)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
