import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import { eventSource, markShared } from '../../graphql/shared-events';
import type { Logger } from '../../logger';
import { markUnknown } from './escalation/escalation.repository';
import type { PhoneCallsUpdate, PhoneFeeds } from './phone-feeds';
import { type PhoneIdentity, type PhoneTokens, phoneError } from './phone-identity';
import type { PhonePulse } from './phone-pulse';
import { closeLink, openLink } from './phones.repository';

type SignedIn = PhoneIdentity & { user: NonNullable<PhoneIdentity['user']> };
type PhoneEvent = { phoneCallsChanged: PhoneCallsUpdate };

/**
 * The event of an update, one per update object: phones whose updates of a round read the same share one
 * (phone-feeds.ts), executed and serialised once. A PhoneCallsUpdate's fields are plain data, the same
 * whoever asks (no field resolvers), so it may be marked shared.
 */
const events = new WeakMap<PhoneCallsUpdate, PhoneEvent>();
function eventOf(update: PhoneCallsUpdate): PhoneEvent {
  let event = events.get(update);
  if (!event) {
    event = markShared({ phoneCallsChanged: update });
    events.set(update, event);
  }
  return event;
}

/**
 * `phoneCallsChanged` for one phone: its whole list first, then what changed in it (the shared
 * per-system feed, phone-feeds.ts, hears the engine on every instance through the bus). It
 * ends with PHONE_NOT_PAIRED or PHONE_SIGNED_OUT when the phone is unpaired or someone else signs in on
 * it. While it runs the phone counts as connected: an open link interval, and its last contact written
 * with every other connected phone's (phone-pulse.ts). An event source (framed-subscription.ts), not a
 * queue per phone: a round's update reaches the phone's socket in the same pass as the other phones'.
 */
export function phoneCallsFeed(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  feeds: PhoneFeeds;
  pulse: PhonePulse;
  phone: SignedIn;
  tokens: PhoneTokens;
  identify: (tokens: PhoneTokens, options: { fresh?: boolean }) => Promise<PhoneIdentity | null>;
}) {
  const { db, bus, phone } = deps;
  return eventSource<PhoneEvent>((emit, end) => {
    let closed = false;
    let unsubscribe: () => void = () => undefined;
    let release: () => void = () => undefined;
    const recheck = async () => {
      const now = await deps.identify(deps.tokens, { fresh: true });
      if (!now) end(phoneError('PHONE_NOT_PAIRED'));
      else if (now.user?.id !== phone.user.id) end(phoneError('PHONE_SIGNED_OUT'));
    };
    const offChanged = bus.on('phonesChanged', ({ client_ids }) => {
      if (client_ids.includes(phone.client.id)) void recheck().catch(() => undefined);
    });
    const opened = openLink(db, phone.client.id).then((linkId) => {
      if (closed) return linkId;
      release = deps.pulse.hold(phone.client.id);
      unsubscribe = deps.feeds.subscribe(phone.client.system_id, phone.user.id, (update) => emit(eventOf(update)));
      return linkId;
    });
    opened.catch(end);
    return () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      release();
      offChanged();
      // The phone went away: what it never acknowledged is unknown, and its interval ends. The server's
      // close waits for this (feeds.hold) before it closes the database.
      void deps.feeds.hold(
        opened
          .then(
            (linkId) => Promise.all([closeLink(db, phone.client.id, linkId), markUnknown(db, phone.client.id)]),
            // No link was opened (its failure ended the feed): there is nothing to close.
            () => undefined,
          )
          .catch((error: unknown) => deps.log.warn({ err: error }, 'phone link not closed')),
      );
    };
  });
}
