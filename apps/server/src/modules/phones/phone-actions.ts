import type { EscalationEvent } from '@wardlight/domain';
import type { Db } from '../../db/client';
import { recordCallActions } from '../call-log/call-actions.repository';
import { createAcknowledgements } from './acknowledgements';
import type { EscalationEngine, Refusal } from './escalation/engine';
import { type PhoneCallView, phoneCallOf, phoneCallsOf } from './phone-calls';
import { type PhoneErrorCode, type PhoneIdentity, phoneError } from './phone-identity';

export const PHONE_ACTIONS = ['accept', 'reject', 'callback', 'escalate', 'release', 'mute'] as const;
export type PhoneAction = (typeof PHONE_ACTIONS)[number];

const REFUSED: Record<Refusal, PhoneErrorCode> = {
  taken: 'PHONE_CALL_TAKEN',
  reject_only: 'PHONE_REJECT_ONLY',
  not_a_recipient: 'PHONE_NOT_A_RECIPIENT',
  over: 'PHONE_CALL_OVER',
};

type SignedIn = PhoneIdentity & { user: NonNullable<PhoneIdentity['user']> };

/** What a phone does with a call (issue 13): the escalation's events, and the trail's other steps. */
export function createPhoneActions(deps: {
  db: Db;
  engine: EscalationEngine;
  /** The handle of the acknowledgements' writes, ranked behind the call path's reads (ADR 0048). */
  writes?: Db | undefined;
}) {
  const { db, engine } = deps;
  const acknowledgements = createAcknowledgements({
    db: deps.writes ?? db,
    written: (systemId, callIds) => engine.written(systemId, callIds),
  });

  async function callOf(phone: SignedIn, callId: number): Promise<PhoneCallView> {
    const call = await phoneCallOf(db, phone.client.system_id, phone.user.id, callId);
    if (!call) throw phoneError('PHONE_NOT_A_RECIPIENT');
    return call;
  }

  return {
    list: (phone: SignedIn) => phoneCallsOf(db, phone.client.system_id, phone.user.id),

    async act(phone: SignedIn, callId: number, action: string): Promise<PhoneCallView> {
      if (!(PHONE_ACTIONS as readonly string[]).includes(action)) throw phoneError('PHONE_ACTION_NOT_ALLOWED');
      // A phone's permissions, when the administrator set any, name what it may do (spec part 2 §3).
      const allowed = phone.client.permissions;
      if (allowed.length && !allowed.includes(action)) throw phoneError('PHONE_ACTION_NOT_ALLOWED');
      const systemId = phone.client.system_id;
      const userId = phone.user.id;
      const event = eventOf(action as PhoneAction, userId);
      if (event) {
        const [refusal] = await engine.act(systemId, callId, event);
        if (refusal) throw phoneError(REFUSED[refusal]);
        return callOf(phone, callId);
      }
      // Callback and mute change nobody's list: a step of the trail, and a muted call rings no more here.
      const call = await callOf(phone, callId);
      if (call.state === 'closed') throw phoneError('PHONE_CALL_OVER');
      await recordCallActions(db, systemId, [
        {
          callId,
          action: action === 'mute' ? 'Muted' : 'Callback',
          actor: { kind: 'app_user', id: userId, name: phone.user.name },
        },
      ]);
      // A muted call is as good as received on this phone: no resend (the engine reads it at its next step).
      if (action === 'mute')
        await acknowledgements.add({ systemId, clientId: phone.client.id, callIds: [callId], opened: false });
      return call;
    },

    /** Proof of delivery: the phone received (confirmed) or showed (opened) these calls. */
    async acknowledge(phone: SignedIn, callIds: readonly number[], opened: boolean): Promise<boolean> {
      await acknowledgements.add({ systemId: phone.client.system_id, clientId: phone.client.id, callIds, opened });
      return true;
    },

    /** Waits for the acknowledgements queued so far (tests, shutdown). */
    settled: () => acknowledgements.settled(),
  };
}

function eventOf(action: PhoneAction, userId: number): EscalationEvent | null {
  switch (action) {
    case 'accept':
      return { kind: 'accepted', user_id: userId };
    case 'reject':
      return { kind: 'rejected', user_id: userId };
    case 'release':
      return { kind: 'released', user_id: userId };
    case 'escalate':
      return { kind: 'escalate', user_id: userId };
    default:
      return null;
  }
}

export type PhoneActions = ReturnType<typeof createPhoneActions>;
