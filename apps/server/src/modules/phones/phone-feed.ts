import { Repeater } from 'graphql-yoga';
import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import { markShared } from '../../graphql/shared-events';
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
 * with every other connected phone's (phone-pulse.ts).
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
  return new Repeater<PhoneEvent>(async (push, stop) => {
    const recheck = async () => {
      const now = await deps.identify(deps.tokens, { fresh: true });
      if (!now) stop(phoneError('PHONE_NOT_PAIRED'));
      else if (now.user?.id !== phone.user.id) stop(phoneError('PHONE_SIGNED_OUT'));
    };
    const offChanged = bus.on('phonesChanged', ({ client_ids }) => {
      if (client_ids.includes(phone.client.id)) void recheck().catch(() => undefined);
    });
    const linkId = await openLink(db, phone.client.id);
    const release = deps.pulse.hold(phone.client.id);
    const unsubscribe = deps.feeds.subscribe(phone.client.system_id, phone.user.id, (update) => {
      void push(eventOf(update));
    });
    await stop;
    unsubscribe();
    release();
    offChanged();
    // The phone went away: what it never acknowledged is unknown, and its interval ends. The server's
    // close waits for this (feeds.hold) before it closes the database.
    await deps.feeds.hold(
      Promise.all([closeLink(db, phone.client.id, linkId), markUnknown(db, phone.client.id)]).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'phone link not closed'),
      ),
    );
  });
}
