import { describe, expect, it } from 'vitest';
import { buildPhoneCall } from '../test/phone-harness';
import { orderCalls } from './phone-call';

const at = (minutesAgo: number) => new Date(Date.parse('2026-03-02T12:00:00Z') - minutesAgo * 60_000).toISOString();

describe('orderCalls', () => {
  it('puts ringing first, then mine, then the others, closed last; the urgent and the oldest first within', () => {
    const calls = [
      buildPhoneCall(1, { state: 'closed', urgency: 'Emergency', opened_at: at(30) }),
      buildPhoneCall(2, { state: 'rejected', opened_at: at(20) }),
      buildPhoneCall(3, { state: 'taken', opened_at: at(25) }),
      buildPhoneCall(4, { state: 'accepted', opened_at: at(1) }),
      buildPhoneCall(5, { state: 'ringing', opened_at: at(10) }),
      buildPhoneCall(6, { state: 'ringing', opened_at: at(2), urgency: 'Urgent' }),
      buildPhoneCall(7, { state: 'ringing', opened_at: at(12) }),
    ];
    expect(orderCalls(calls).map((c) => c.id)).toEqual([6, 7, 5, 4, 3, 2, 1]);
  });
});
