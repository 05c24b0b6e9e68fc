import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpenNamed } from '../../../app/guards/guard';
import { useNotify } from '../../../app/notifications/notifications-context';
import { useSession } from '../../../app/session/session-context';
import {
  IncidentAssignDocument,
  IncidentCloseDocument,
  IncidentCommentDocument,
  IncidentDetailDocument,
} from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { SEVERITY_COLORS, useIncidentTexts } from './incident-texts';

/** Where the details' device and call lead; without it, the console's forms over the incident list. */
export interface IncidentLinks {
  node: (id: number) => string | null;
  call: (id: number) => string | null;
}

interface Props {
  id: number;
  assignees: readonly { id: number; name: string }[];
  onClose: () => void;
  /** After a change: the list reads again. */
  onChanged: () => void;
  links?: IncidentLinks;
}

/** One incident: what the rule saw, who owns it, the comments; assign, comment, close (spec part 2 §2). */
export function IncidentDetail({ id, assignees, onClose, onChanged, links }: Props) {
  const { t } = useTranslation('incidents');
  const notify = useNotify();
  const texts = useIncidentTexts();
  const { situation } = useSession();
  const query = useQuery(IncidentDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [assign, assigning] = useMutation(IncidentAssignDocument);
  const [comment, commenting] = useMutation(IncidentCommentDocument);
  const [close, closing] = useMutation(IncidentCloseDocument);
  const [draft, setDraft] = useState('');
  const [closeNote, setCloseNote] = useState('');
  const incident = query.data?.incident;

  const run = async (work: () => Promise<unknown>, done: 'assigned' | 'commented' | 'closed') => {
    try {
      await work();
      notify({ id: 'incident', title: t(`detail.done.${done}`) });
      await query.refetch();
      onChanged();
      return true;
    } catch {
      notify({ id: 'incident', type: 'error', title: t('failed') });
      return false;
    }
  };

  const body = () => {
    if (!incident) {
      if (query.loading) {
        return (
          <Center p="lg">
            <Loader aria-label={t('loading')} />
          </Center>
        );
      }
      return <Alert color="gray" title={t('detail.notFound')} />;
    }
    const isClosed = incident.state === 'Closed';
    const finding = texts.finding(incident);
    const fact = (label: string, value: string | null | undefined, to?: string | null) =>
      value ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={140}>
            {label}
          </Text>
          {to ? (
            <Anchor component={Link} to={to} size="sm">
              {value}
            </Anchor>
          ) : (
            <Text size="sm">{value}</Text>
          )}
        </Group>
      ) : null;
    const node = incident.system_tree_node_id;
    const callId = (incident.detail as { call_id?: unknown } | null)?.call_id;
    return (
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={SEVERITY_COLORS[incident.severity] ?? 'gray'}>{t(`severities.${incident.severity}`)}</Badge>
          <Badge variant="outline">{t(`states.${incident.state}`)}</Badge>
          {incident.is_repeater && <Badge variant="outline">{t('repeater')}</Badge>}
        </Group>
        {finding && <Text>{finding}</Text>}
        {fact(
          t('detail.device'),
          texts.device(incident),
          node === null
            ? null
            : links
              ? links.node(node)
              : canOpenNamed('incidentNodeForm', situation)
                ? `/analytics/incidents/systemtree/${node}`
                : null,
        )}
        {typeof callId === 'number' &&
          fact(
            t('detail.call'),
            t('detail.callNumber', { id: callId }),
            links ? links.call(callId) : `/analytics/incidents/call/${callId}`,
          )}
        {fact(t('detail.section'), incident.section_name)}
        {incident.battery !== null &&
          incident.type === 'Battery' &&
          fact(t('detail.batteryNow'), t('tree:battery.percent', { value: incident.battery }))}
        {fact(t('detail.opened'), formatDateTime(incident.opened_at))}
        {fact(isClosed ? t('detail.openFor') : t('columns.openFor'), texts.duration(incident.open_seconds))}
        {isClosed && fact(t('detail.closed'), formatDateTime(incident.closed_at))}
        {isClosed && incident.close_reason && fact(t('detail.state'), t(`detail.reasons.${incident.close_reason}`))}
        {isClosed && fact(t('detail.closedBy'), incident.closed_by_name)}
        <Select
          label={t('detail.assignee')}
          data={[
            { value: '', label: t('detail.nobody') },
            ...assignees.map((u) => ({ value: String(u.id), label: u.name })),
          ]}
          value={incident.assignee_user_id === null ? '' : String(incident.assignee_user_id)}
          disabled={isClosed || assigning.loading}
          allowDeselect={false}
          onChange={(value) =>
            void run(() => assign({ variables: { id, userId: value ? Number(value) : null } }), 'assigned')
          }
        />
        <Divider label={t('detail.comments')} labelPosition="left" />
        {incident.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noComments')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {incident.comments.map((c) => (
              <li key={c.id}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(c.created_at)} · {c.user_name}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.text}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <Textarea
          label={t('detail.comment')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          rows={2}
          maxLength={2000}
        />
        <Group justify="flex-end">
          <Button
            variant="light"
            disabled={!draft.trim()}
            loading={commenting.loading}
            onClick={async () => {
              if (await run(() => comment({ variables: { id, text: draft } }), 'commented')) setDraft('');
            }}
          >
            {t('detail.addComment')}
          </Button>
        </Group>
        {!isClosed && (
          <>
            <Divider />
            <Textarea
              label={t('detail.closeComment')}
              description={t('detail.closeHint')}
              value={closeNote}
              onChange={(e) => setCloseNote(e.currentTarget.value)}
              rows={1}
              maxLength={2000}
            />
            <Group justify="flex-end">
              <Button
                color="red"
                loading={closing.loading}
                onClick={() => void run(() => close({ variables: { id, comment: closeNote || null } }), 'closed')}
              >
                {t('detail.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    );
  };

  const title = incident
    ? t('detail.title', { id: incident.id, type: t(`types.${incident.type}`) })
    : t('detail.title', { id, type: '' });
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('detail.back') }}>
      {body()}
    </Modal>
  );
}
