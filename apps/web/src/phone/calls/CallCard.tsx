import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallAge } from './CallAge';
import { type PhoneCall, urgencyKey } from './phone-call';
import type { CallAction, CallActions } from './useCallAction';

/** Urgency in words on a badge dark or light enough to read; the call type's own colour is the bar. */
const URGENCY_BADGE = { emergency: 'red.9', urgent: 'orange.3', normal: 'gray.2' } as const;

interface Props {
  call: PhoneCall;
  now: number;
  actions: CallActions;
}

/**
 * One call on the phone: type, urgency, where, how long, who has it — and what this nurse may do with it.
 * Colour never says anything alone: the urgency and the state are written out.
 */
export function CallCard({ call, now, actions }: Props) {
  const { t } = useTranslation('phone');
  const titleId = useId();
  const moreId = useId();
  // The rarer actions unfold in the card rather than in a pop-up menu: big targets for a hand in a
  // glove, and no positioning library on the phone's load (DESIGN §7 budget).
  const [more, setMore] = useState(false);
  const urgency = urgencyKey(call.urgency);
  const closed = call.state === 'closed';
  const busy = actions.pending === call.id;
  const act = (action: CallAction) => () => void actions.run(call.id, action);
  const refusal = actions.refusal?.callId === call.id ? actions.refusal.key : null;
  const place = call.device_text_long || call.device_text_short;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-testid="phone-call"
      data-state={call.state}
      withBorder
      p="sm"
      bg={closed ? 'gray.1' : undefined}
      style={{ borderLeft: `10px solid ${call.color}` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text id={titleId} fw={700} size="lg" component="h2">
            {call.call_type_text}
          </Text>
          <Badge color={URGENCY_BADGE[urgency]} autoContrast size="lg">
            {t(`urgency.${urgency}`)}
          </Badge>
        </Group>
        <Text fw={600}>{place}</Text>
        <Text size="sm" c="gray.8">
          {[call.section_name, call.position].filter(Boolean).join(' · ')}
        </Text>
        <Group justify="space-between">
          <Text size="sm" fw={call.state === 'ringing' ? 700 : 400}>
            {stateText(t, call)}
          </Text>
          <Text size="sm" c="gray.8">
            <CallAge openedAt={call.opened_at} now={now} />
          </Text>
        </Group>
        {refusal && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel={t('actions.dismiss')}
            onClose={actions.dismiss}
          >
            {t(refusal)}
          </Alert>
        )}
        {!closed && (
          <Group gap="xs" grow={call.can_accept || call.can_reject}>
            {call.can_accept && (
              <Button size="md" onClick={act('accept')} loading={busy}>
                {t('actions.accept')}
              </Button>
            )}
            {call.can_reject && (
              <Button size="md" variant="outline" color="red.9" onClick={act('reject')} disabled={busy}>
                {t('actions.reject')}
              </Button>
            )}
            <Button
              size="md"
              variant="default"
              disabled={busy}
              aria-expanded={more}
              aria-controls={moreId}
              aria-label={t('actions.moreFor', { call: call.call_type_text })}
              onClick={() => setMore((open) => !open)}
            >
              {t('actions.more')}
            </Button>
          </Group>
        )}
        {!closed && more && (
          <Group id={moreId} gap="xs" grow>
            <Button variant="default" onClick={act('callback')} disabled={busy}>
              {t('actions.callback')}
            </Button>
            <Button variant="default" onClick={act('escalate')} disabled={busy}>
              {t('actions.escalate')}
            </Button>
            {call.state === 'accepted' && (
              <Button variant="default" onClick={act('release')} disabled={busy}>
                {t('actions.release')}
              </Button>
            )}
            <Button variant="default" onClick={act('mute')} disabled={busy}>
              {t('actions.mute')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function stateText(t: (key: string, options?: Record<string, unknown>) => string, call: PhoneCall): string {
  switch (call.state) {
    case 'ringing':
      return t('state.ringing');
    case 'accepted':
      return t('state.accepted');
    case 'taken':
      return call.accepted_by ? t('state.takenBy', { name: call.accepted_by }) : t('state.taken');
    case 'rejected':
      return t('state.rejected');
    case 'closed':
      return t('state.closed');
    default:
      return call.state;
  }
}
