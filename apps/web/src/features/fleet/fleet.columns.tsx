import { Badge, Group, Text } from '@mantine/core';
import { CLOCK_OFF_MS, RENDER_BUDGET_MS } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import type { ScreenFieldsFragment } from '../../generated/graphql';
import type { Column } from '../../ui/crud/define-entity';
import { formatDateTime } from '../../ui/time/date-format';

type Screen = ScreenFieldsFragment;

function Name({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  return screen.name ? screen.name : <Text c="dimmed">{t('unnamed')}</Text>;
}

/** Live or not, and since when it has been silent: told in words and colour. */
function State({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color={screen.live ? 'green' : 'red'} variant="light">
        {t(screen.live ? 'state.live' : 'state.silent')}
      </Badge>
      {!screen.live && <Text size="sm">{t('state.lastSeen', { at: formatDateTime(screen.last_seen_at) })}</Text>}
      {screen.live && !screen.visible && (
        <Badge color="orange" variant="light">
          {t('state.hidden')}
        </Badge>
      )}
    </Group>
  );
}

function ClockOffset({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  const offset = screen.clock_offset_ms;
  if (offset === null) return <Text c="dimmed">{t('unknown')}</Text>;
  const seconds = Math.round(offset / 100) / 10;
  const off = Math.abs(offset) > CLOCK_OFF_MS;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{t('clock.seconds', { seconds })}</Text>
      {off && (
        <Badge color="orange" variant="light">
          {t('clock.off')}
        </Badge>
      )}
    </Group>
  );
}

function Latency({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  if (screen.latency_p50_ms === null || screen.latency_p95_ms === null) return <Text c="dimmed">{t('unknown')}</Text>;
  const late = screen.latency_p95_ms > RENDER_BUDGET_MS;
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">
        {t('latency.value', { p50: screen.latency_p50_ms, p95: screen.latency_p95_ms, count: screen.latency_samples })}
      </Text>
      {late && (
        <Badge color="red" variant="light">
          {t('latency.over')}
        </Badge>
      )}
    </Group>
  );
}

function Sound({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  if (screen.sound_unlocked === null) return <Text c="dimmed">{t('unknown')}</Text>;
  return <Text size="sm">{t(screen.sound_unlocked ? 'sound.on' : 'sound.locked')}</Text>;
}

function Kind({ screen }: { screen: Screen }) {
  const { t } = useTranslation('fleet');
  return t(`kind.${screen.kind === 'phone' ? 'phone' : 'display'}`);
}

/** The fleet's columns (texts under fleet:columns); sorted in the browser, the list is one site's screens. */
export const FLEET_COLUMNS: readonly Column<Screen>[] = [
  { key: 'name', sortable: true, sortValue: (s) => s.name ?? '', render: (s) => <Name screen={s} /> },
  { key: 'kind', sortable: true, sortValue: (s) => s.kind, render: (s) => <Kind screen={s} /> },
  { key: 'place', sortable: true, sortValue: (s) => s.place },
  { key: 'live', sortable: true, sortValue: (s) => (s.live ? 1 : 0), render: (s) => <State screen={s} /> },
  { key: 'version', sortable: true, sortValue: (s) => s.version },
  {
    key: 'clock_offset_ms',
    sortable: true,
    sortValue: (s) => Math.abs(s.clock_offset_ms ?? 0),
    render: (s) => <ClockOffset screen={s} />,
  },
  {
    key: 'latency_p95_ms',
    sortable: true,
    sortValue: (s) => s.latency_p95_ms ?? -1,
    render: (s) => <Latency screen={s} />,
  },
  { key: 'sound_unlocked', render: (s) => <Sound screen={s} /> },
];
