import { ActionIcon, Alert, Badge, Button, Group, List, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestFailed } from '../../app/connection/transport';
import { useTransport, useTransportQuery } from '../../app/connection/transport-context';
import {
  PhoneSubscribeDocument,
  PhoneSubscriptionsDocument,
  type PhoneSubscriptionsFieldsFragment,
  PhoneUnsubscribeDocument,
} from '../../generated/phone';
import { StrokeIcon } from '../../ui/StrokeIcon';
import { phoneErrorKey } from '../app/phone-errors';

const REMOVE = 'M6 6l12 12M18 6L6 18';
const PRIORITY = { min: 1, max: 99 };

/**
 * User-defined subscriptions (spec part 2 §3 subscriptions_user_defined): the nurse's own rooms, which
 * ring here first by their priority — shown only while the settings allow them. With confirmation
 * required a new one is marked as waiting until app management confirms it.
 */
export function SubscriptionsSection() {
  const { t } = useTranslation('phone');
  const titleId = useId();
  const transport = useTransport();
  const query = useTransportQuery(PhoneSubscriptionsDocument);
  const [fresh, setFresh] = useState<PhoneSubscriptionsFieldsFragment | null>(null);
  const [room, setRoom] = useState<string | null>(null);
  const [priority, setPriority] = useState<number | string>(1);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const view = fresh ?? query.data?.phoneSubscriptions ?? null;
  if (!view?.allowed) return null;

  /** One change, answered with the whole view again (or a refusal said in words). */
  const change = async (
    run: () => Promise<{ view: PhoneSubscriptionsFieldsFragment | null; error: RequestFailed | null }>,
  ) => {
    setBusy(true);
    setErrorKey(null);
    const { view: next, error } = await run();
    setBusy(false);
    if (next) {
      setFresh(next);
      setRoom(null);
    } else setErrorKey(error ? subscriptionErrorKey(error) : 'errors.unknown');
  };
  const subscribe = () =>
    change(async () => {
      const reply = await transport.execute(PhoneSubscribeDocument, {
        node_id: Number(room),
        priority: Number(priority),
      });
      return { view: reply.data?.phoneSubscribe ?? null, error: reply.error };
    });
  const unsubscribe = (id: number) =>
    change(async () => {
      const reply = await transport.execute(PhoneUnsubscribeDocument, { id });
      return { view: reply.data?.phoneUnsubscribe ?? null, error: reply.error };
    });
  const validPriority =
    Number.isInteger(Number(priority)) && Number(priority) >= PRIORITY.min && Number(priority) <= PRIORITY.max;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" mt="lg">
      <Title order={2} size="h4" id={titleId}>
        {t('subscriptions.title')}
      </Title>
      {view.subscriptions.length === 0 ? (
        <Text size="sm">{t('subscriptions.empty')}</Text>
      ) : (
        <List spacing={4} listStyleType="none">
          {view.subscriptions.map((s) => (
            <List.Item key={s.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {s.node_name}
                </Text>
                <Text size="sm">{t('subscriptions.priority', { priority: s.priority })}</Text>
                {!s.confirmed && (
                  <Badge color="yellow.9" variant="outline">
                    {t('subscriptions.waiting')}
                  </Badge>
                )}
                <ActionIcon
                  variant="default"
                  aria-label={t('subscriptions.remove', { room: s.node_name })}
                  disabled={busy}
                  onClick={() => void unsubscribe(s.id)}
                >
                  <StrokeIcon d={REMOVE} size={18} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" gap="xs">
        <Select
          label={t('subscriptions.room')}
          data={view.rooms.map((r) => ({ value: String(r.id), label: r.name }))}
          value={room}
          onChange={setRoom}
          searchable
          style={{ flex: 1 }}
        />
        <NumberInput
          label={t('subscriptions.priorityLabel')}
          value={priority}
          onChange={setPriority}
          min={PRIORITY.min}
          max={PRIORITY.max}
          w={110}
          error={validPriority ? undefined : t('subscriptions.priorityRange', PRIORITY)}
        />
        <Button onClick={() => void subscribe()} disabled={room === null || !validPriority} loading={busy}>
          {t('subscriptions.add')}
        </Button>
      </Group>
      {view.confirmation_required && <Text size="sm">{t('subscriptions.confirmationRequired')}</Text>}
      {errorKey && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('actions.dismiss')}
          onClose={() => setErrorKey(null)}
        >
          {t(errorKey)}
        </Alert>
      )}
    </Stack>
  );
}

/** A room subscribed twice is said in words; the other refusals as the phone says them everywhere. */
function subscriptionErrorKey(error: RequestFailed): string {
  const unique = error.errors.some((e) => e.extensions?.key === 'unique');
  return unique ? 'subscriptions.duplicate' : phoneErrorKey(error);
}
