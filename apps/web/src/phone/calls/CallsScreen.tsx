import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverClock } from '../../app/connection/server-clock';
import { useSystemMessages } from '../../app/connection/system-messages';
import { useTransportQuery } from '../../app/connection/transport-context';
import { PhoneSessionDocument } from '../../generated/phone';
import { useNow } from '../../ui/time/useNow';
import { NotificationsBanner } from '../alerting/NotificationsBanner';
import { SoundBanner } from '../alerting/SoundBanner';
import { useAlerting } from '../alerting/useAlerting';
import { PhoneLayout } from '../app/PhoneLayout';
import { usePageVisible } from '../app/usePageVisible';
import { useAcknowledgements } from '../delivery/useAcknowledgements';
import { useBattery } from '../delivery/useBattery';
import { useStatusReport } from '../delivery/useStatusReport';
import { phoneHeartbeatPlace } from '../fleet/phone-place';
import { usePhoneHeartbeat } from '../fleet/usePhoneHeartbeat';
import { PhoneCallsIncomplete } from '../live/PhoneCallsIncomplete';
import { PhoneNotLive } from '../live/PhoneNotLive';
import { CallCard } from './CallCard';
import { PhoneHeaderActions, PhoneIdentity } from './PhoneHeader';
import { orderCalls } from './phone-call';
import { type CallAction, useCallAction } from './useCallAction';
import { useMuted } from './useMuted';
import { usePhoneCalls } from './usePhoneCalls';
import { useSignOut } from './useSignOut';
import { useSignOutOnCharge } from './useSignOutOnCharge';

// Below the calls, and with their selects and inputs heavier than the calls themselves: fetched after
// the page is up, so a phone shows its calls first (DESIGN §7 budget).
const TeamSection = lazy(() => import('../team/TeamSection').then((m) => ({ default: m.TeamSection })));
const SubscriptionsSection = lazy(() =>
  import('../subscriptions/SubscriptionsSection').then((m) => ({ default: m.SubscriptionsSection })),
);

/** The signed-in phone: the calls routed to this nurse, live, with proof of delivery and alerting. */
export function CallsScreen() {
  const { t } = useTranslation('phone');
  const session = useTransportQuery(PhoneSessionDocument);
  // Changed app settings (logout rules, names, team view) apply at once; after a reconnect they are read
  // again, as a change may have been missed meanwhile.
  useSystemMessages((message) => {
    if (message.subject === 'app.settings' || message.subject === 'restart') void session.refetch();
    // Ages and the team's times in the server's clock, not the phone's (ADR 0038).
    else if (message.subject === 'time') serverClock.note(message.payload);
  });
  const feed = usePhoneCalls();
  const visible = usePageVisible();
  const [muted, setMuted] = useMuted();
  const seen = useAcknowledgements(feed.calls, feed.completes, visible);
  const actions = useCallAction(feed.patch);
  // A call muted on this phone (the server records Muted) rings here no more.
  const [silenced, setSilenced] = useState<ReadonlySet<number>>(new Set());
  const quiet = useMemo(() => new Set([...seen, ...silenced]), [seen, silenced]);
  useAlerting({ calls: feed.calls, seen: quiet, muted, visible });
  const battery = useBattery();
  useStatusReport({ muted, visible, battery });
  usePhoneHeartbeat(phoneHeartbeatPlace(session.data?.phoneSession ?? null), visible, muted, feed.calls);
  const phoneSession = session.data?.phoneSession ?? null;
  const signOut = useSignOut();
  useSignOutOnCharge(battery?.charging ?? null, phoneSession?.settings ?? null, signOut.signOut);
  const now = useNow(1000);
  const ordered = useMemo(() => orderCalls(feed.calls ?? []), [feed.calls]);
  const run = async (callId: number, action: CallAction) => {
    const done = await actions.run(callId, action);
    if (done && action === 'mute') setSilenced((s) => new Set([...s, callId]));
    return done;
  };

  return (
    <PhoneLayout
      title={t('calls.title')}
      aside={<PhoneHeaderActions muted={muted} onMuted={setMuted} session={phoneSession} signOut={signOut} />}
      banners={
        <>
          <PhoneIdentity session={phoneSession} />
          {phoneSession && (
            <PhoneCallsIncomplete
              system={{ id: phoneSession.client.system_id, name: phoneSession.client.system_name }}
            />
          )}
          {!muted && <SoundBanner />}
          <NotificationsBanner />
        </>
      }
    >
      {feed.calls === null ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('calls.loading')} />
        </Center>
      ) : ordered.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <Title order={2} size="h4">
            {t('calls.emptyTitle')}
          </Title>
          <Text ta="center">{t('calls.empty')}</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {ordered.map((call) => (
            <CallCard key={call.id} call={call} now={now} actions={{ ...actions, run }} />
          ))}
        </Stack>
      )}
      <Suspense fallback={null}>
        <TeamSection listVersion={feed.received} now={now} />
        <SubscriptionsSection />
      </Suspense>
      <PhoneNotLive />
    </PhoneLayout>
  );
}
