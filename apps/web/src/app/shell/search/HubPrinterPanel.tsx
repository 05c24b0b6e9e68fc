import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Anchor, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HubPrinterMessagesDocument,
  type HubPrinterMessagesSubscription,
  SearchHubsDocument,
} from '../../../generated/graphql';
import { formatClock } from '../../../ui/time/date-format';
import { pathOf } from '../../routes/route-index';

type Detected = HubPrinterMessagesSubscription['hubPrinterMessages'];

/** Spec part 1 §4 "Hub polling": a transport error restarts the subscription after 5 seconds. */
export const HUB_POLL_RESTART_MS = 5000;

/** The configurator's answer when the system has no hub: a state to warn about, not a failure. */
const NO_HUBS = 'no hubs registered';

/** Listens while mounted; the key of the parent restarts it. */
function Listener({ onMessage, onError }: { onMessage(m: Detected): void; onError(message: string): void }) {
  useSubscription(HubPrinterMessagesDocument, {
    onData: ({ data }) => {
      if (data.data) onMessage(data.data.hubPrinterMessages);
    },
    onError: (error) => onError(error.message),
  });
  return null;
}

/**
 * The search popup's footer (spec part 1 §2): while the switch is on, radios the hub printers detect
 * are listed, newest first, each linking to its node form, with a waiting indicator for more. A
 * polling error (spec part 1 §8) shows the 'no hubs' warning when it says no hub is registered, else
 * an error callout with its message; it stays until a radio is reported or the switch goes off, while
 * the subscription restarts.
 */
export function HubPrinterPanel({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [polling, setPolling] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [detected, setDetected] = useState<Detected[]>([]);
  const hubs = useQuery(SearchHubsDocument, { skip: !polling });
  const saysNoHubs = problem?.toLowerCase().includes(NO_HUBS) ?? false;
  const noHubs = polling && (hubs.data?.systemTreeNodeOptions.hubs.length === 0 || saysNoHubs);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => {
      setFailed(false);
      setGeneration((g) => g + 1);
    }, HUB_POLL_RESTART_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Switch
        label={t('search.printer.switch')}
        checked={polling}
        onChange={(event) => {
          setPolling(event.currentTarget.checked);
          setFailed(false);
          setProblem(null);
        }}
      />
      {polling && !failed && (
        <Listener
          key={generation}
          onMessage={(m) => {
            setProblem(null);
            setDetected((all) => [m, ...all.filter((d) => d.id !== m.id)]);
          }}
          onError={(message) => {
            setProblem(message);
            setFailed(true);
          }}
        />
      )}
      {noHubs && <Alert color="yellow">{t('search.printer.noHubs')}</Alert>}
      {polling && problem !== null && !saysNoHubs && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {polling && (
        <Stack gap={4} aria-label={t('search.printer.list')} component="section">
          {detected.map((m) => (
            <Group key={m.id} gap="xs" wrap="nowrap">
              {m.system_tree_node ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    onOpen();
                    navigate(pathOf('systemTreeNodeForm', { id: m.system_tree_node?.id }));
                  }}
                >
                  {m.system_tree_node.name}
                </Anchor>
              ) : (
                <Text size="sm">{t('search.printer.unknown')}</Text>
              )}
              <Text size="xs" c="dimmed">
                {[m.address, formatClock(m.detected_at), m.error].filter(Boolean).join(' · ')}
              </Text>
            </Group>
          ))}
          <Group gap="xs">
            <Loader size="xs" type="dots" />
            <Text size="xs" c="dimmed">
              {failed ? t('search.printer.restarting') : t('search.printer.waiting')}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
