import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { isModuleLicensed } from '@wardlight/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { CallRoutingDocument, type CallRoutingQuery } from '../../../generated/graphql';
import { useCallTexts } from '../useCallTexts';

type Routing = NonNullable<CallRoutingQuery['callRouting']>;
type Member = Routing['tiers'][number]['members'][number];

const STATE_COLOR: Record<string, string> = {
  sent: 'yellow',
  confirmed: 'blue',
  opened: 'green',
  error: 'red',
  unknown: 'gray',
};

/**
 * The routing explainer (issue 13): on the call form, which phones the call was sent to and why, how far
 * its escalation went, each phone's delivery state, and why the other app users were not rung. Only
 * under the app licence (the server refuses it otherwise); with calllog::use_module, as the form.
 */
export function CallRouting({ callId }: { callId: number }) {
  const { situation } = useSession();
  if (!isModuleLicensed('app', situation.license)) return null;
  return <RoutingSection callId={callId} />;
}

function RoutingSection({ callId }: { callId: number }) {
  const { t } = useTranslation('calllog');
  const titleId = useId();
  const query = useQuery(CallRoutingDocument, { variables: { id: callId }, fetchPolicy: 'cache-and-network' });
  const routing = query.data?.callRouting;
  return (
    <section aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="sm">
        {t('routing.title')}
      </Title>
      {query.error && !routing ? (
        <Alert color="red" role="alert">
          {t('routing.loadFailed')}
        </Alert>
      ) : !routing ? (
        <Text size="sm" c="dimmed">
          {t('routing.loading')}
        </Text>
      ) : (
        <RoutingBody routing={routing} />
      )}
    </section>
  );
}

function RoutingBody({ routing }: { routing: Routing }) {
  const { t } = useTranslation('calllog');
  if (!routing.started)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('routing.notStarted')}</Text>
        <Missed routing={routing} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text size="sm">
        {routing.accepted_by
          ? t('routing.acceptedBy', { name: routing.accepted_by })
          : routing.exhausted
            ? t('routing.exhausted')
            : t('routing.waiting')}
      </Text>
      {routing.tiers.length === 0 ? (
        <Text size="sm">{t('routing.noTier')}</Text>
      ) : (
        <List type="ordered" spacing="xs">
          {routing.tiers.map((tier) => (
            <List.Item key={tier.index}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {t(`routing.tiers.${tier.kind}`)}
                  {tier.priority !== null && ` · ${t('routing.priority', { priority: tier.priority })}`}
                </Text>
                <Badge size="sm" variant="light" color={tier.sent ? 'blue' : 'gray'}>
                  {tier.sent ? t('routing.sent') : t('routing.notYet')}
                </Badge>
              </Group>
              <List size="sm" withPadding>
                {tier.members.map((member) => (
                  <List.Item key={member.user_name}>
                    <MemberLine member={member} />
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
      )}
      <Deliveries routing={routing} />
      <Missed routing={routing} />
      {routing.notes.length > 0 && (
        <List size="sm">
          {routing.notes.map((note) => (
            <List.Item key={`${note.kind}-${note.group_name ?? note.connection_name ?? ''}`}>
              {t(`routing.notes.${note.kind}`, {
                group: note.group_name ?? '',
                connection: note.connection_name ?? '',
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function MemberLine({ member }: { member: Member }) {
  const { t } = useTranslation('calllog');
  const why =
    member.reason === 'subscription'
      ? t('routing.why.subscription', { node: member.node_name ?? '' })
      : member.reason === 'group'
        ? member.connection_name
          ? t('routing.why.connection', { group: member.group_name ?? '', connection: member.connection_name })
          : t('routing.why.group', { group: member.group_name ?? '' })
        : t('routing.why.sos');
  return (
    <Text size="sm" span>
      {member.user_name} — {why}
      {!member.can_accept && ` · ${t('routing.rejectOnly')}`}
      {member.rejected && ` · ${t('routing.rejected')}`}
    </Text>
  );
}

function Deliveries({ routing }: { routing: Routing }) {
  const { t } = useTranslation('calllog');
  const texts = useCallTexts();
  if (routing.deliveries.length === 0) return null;
  const time = (at: string | null | undefined) => (at ? texts.time(at) : '–');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Caption>{t('routing.deliveries')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('routing.columns.phone')}</Table.Th>
            <Table.Th>{t('routing.columns.user')}</Table.Th>
            <Table.Th>{t('routing.columns.state')}</Table.Th>
            <Table.Th>{t('routing.columns.sent')}</Table.Th>
            <Table.Th>{t('routing.columns.confirmed')}</Table.Th>
            <Table.Th>{t('routing.columns.opened')}</Table.Th>
            <Table.Th>{t('routing.columns.attempts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {routing.deliveries.map((d) => (
            <Table.Tr key={`${d.client_name}-${d.user_name}`}>
              <Table.Td>{d.client_name}</Table.Td>
              <Table.Td>{d.user_name}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATE_COLOR[d.state] ?? 'gray'}>
                  {t(`routing.states.${d.state}`, { defaultValue: d.state })}
                </Badge>
              </Table.Td>
              <Table.Td>{time(d.sent_at)}</Table.Td>
              <Table.Td>{time(d.confirmed_at)}</Table.Td>
              <Table.Td>{time(d.opened_at)}</Table.Td>
              <Table.Td>{d.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Missed({ routing }: { routing: Routing }) {
  const { t } = useTranslation('calllog');
  if (routing.not_reached.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('routing.notReached')}
      </Text>
      <List size="sm">
        {routing.not_reached.map((miss) => (
          <List.Item key={miss.user_name}>
            {miss.user_name} — {t(`routing.misses.${miss.reason}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
