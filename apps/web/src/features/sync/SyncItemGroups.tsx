import { Accordion, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SyncItemDiff, type SyncItemView } from './SyncItemDiff';
import { groupByKind } from './sync-kinds';
import { kindLabel } from './sync-texts';

const STATE_COLORS: Readonly<Record<string, string>> = {
  created: 'green',
  updated: 'blue',
  deleted: 'red',
  imported: 'gray',
  sent: 'violet',
  in_sync: 'teal',
};

/** The items waiting for the commit, a section per kind; each item opens to its diff. */
export function SyncItemGroups({ items }: { items: readonly SyncItemView[] }) {
  const { t } = useTranslation('sync');
  return (
    <Stack gap="lg">
      {groupByKind(items).map((group) => (
        <section key={group.kind} aria-label={kindLabel(t, group.kind)}>
          <Title order={4} mb="xs">
            {t('group', { kind: kindLabel(t, group.kind), count: group.items.length })}
          </Title>
          <Accordion multiple variant="separated">
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Text fw={500}>{item.name}</Text>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {t(`actions.${item.action ?? 'unknown'}`, { defaultValue: item.action ?? '' })}
                      </Text>
                      <Badge color={STATE_COLORS[item.state] ?? 'gray'} variant="light">
                        {t(`states.${item.state}`, { defaultValue: item.state })}
                      </Badge>
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <SyncItemDiff item={item} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
