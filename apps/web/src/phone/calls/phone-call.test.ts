import { describe, expect, it } from 'vitest';
import { buildPhoneCall } from '../test/phone-harness';
import { applyUpdate, orderCalls } from './phone-call';

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

describe('applyUpdate', () => {
  const ids = (calls: { id: number; state: string }[]) => calls.map((c) => `${c.id}:${c.state}`);
  it('replaces the list with a complete update, and otherwise changes calls by id and drops the removed', () => {
    const first = applyUpdate(null, { calls: [buildPhoneCall(1), buildPhoneCall(2)], removed: [], complete: false });
    expect(ids(first)).toEqual(['1:ringing', '2:ringing']);
    const changed = applyUpdate(first, {
      calls: [buildPhoneCall(2, { state: 'taken' }), buildPhoneCall(3)],
      removed: [1],
      complete: false,
    });
    expect(ids(changed).sort()).toEqual(['2:taken', '3:ringing']);
    expect(ids(applyUpdate(changed, { calls: [buildPhoneCall(9)], removed: [], complete: true }))).toEqual([
      '9:ringing',
    ]);
  });
});
