import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransportQuery } from '../../app/connection/transport-context';
import { PhoneTeamDocument } from '../../generated/phone';
import { CallAge } from '../calls/CallAge';

/** Asked again this often: who is on a phone changes through the shift. */
const REFRESH_MS = 15_000;

/**
 * The team view (spec part 2 §3 team_view_enabled; presences unless hide_presences): who of the section's
 * groups is on a phone and which calls each has taken, and the presences open in the section — so a nurse
 * sees who is where before passing a call on. Read again on every change of the phone's list.
 */
export function TeamSection({ listVersion, now }: { listVersion: number; now: number }) {
  const { t } = useTranslation('phone');
  const titleId = useId();
  const team = useTransportQuery(PhoneTeamDocument);
  const { refetch } = team;
  useEffect(() => {
    if (listVersion > 0) void refetch();
  }, [listVersion, refetch]);
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  const view = team.data?.phoneTeam;
  if (!view?.enabled) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs" mt="lg">
      <Title order={2} size="h4" id={titleId}>
        {t('team.title')}
      </Title>
      {view.members.length === 0 ? (
        <Text size="sm">{t('team.empty')}</Text>
      ) : (
        <List spacing={4} listStyleType="none">
          {view.members.map((m) => (
            <List.Item key={m.name}>
              <Group gap="xs" wrap="nowrap">
                <Badge color={m.on_phone ? 'teal.9' : 'gray.7'} variant={m.on_phone ? 'filled' : 'outline'}>
                  {m.on_phone ? t('team.onPhone') : t('team.offPhone')}
                </Badge>
                <Text size="sm" fw={600}>
                  {m.display_name}
                </Text>
                {m.busy_with.length > 0 && (
                  <Text size="sm">{t('team.busyWith', { calls: m.busy_with.join(', ') })}</Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {view.presences.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('team.presences')}
          </Title>
          <List spacing={4} size="sm">
            {view.presences.map((p) => (
              <List.Item key={p.id}>
                {p.device_text_long} · <CallAge openedAt={p.opened_at} now={now} />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
