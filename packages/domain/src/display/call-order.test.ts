import { describe, expect, it } from 'vitest';
import { compareCalls, type OrderableCall, sortCalls, urgencyRank } from './call-order';
import { buildCall } from './factories';

const NOW = new Date('2026-01-07T12:00:00Z');
const emergency = { urgency: 'Emergency', sort_order: 50 };
const urgent = { urgency: 'Urgent', sort_order: 50 };
const normal = { urgency: 'Normal', sort_order: 50 };

describe('compareCalls', () => {
  // a, b → sign of compareCalls(a, b): negative = a first
  it.each<[string, OrderableCall, OrderableCall, -1 | 1]>([
    [
      'emergency before urgent',
      buildCall(2, '2026-01-07T11:00:00Z', emergency),
      buildCall(1, '2026-01-07T11:59:00Z', urgent),
      -1,
    ],
    [
      'urgent before normal',
      buildCall(1, '2026-01-07T11:00:00Z', urgent),
      buildCall(2, '2026-01-07T11:59:00Z', normal),
      -1,
    ],
    [
      'normal after emergency',
      buildCall(1, '2026-01-07T11:59:00Z', normal),
      buildCall(2, '2026-01-07T11:00:00Z', emergency),
      1,
    ],
    [
      'urgency is read case-insensitively',
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'EMERGENCY', sort_order: 50 }),
      buildCall(1, '2026-01-07T11:00:00Z', urgent),
      -1,
    ],
    [
      'unknown urgency ranks as normal',
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'Loud', sort_order: 1 }),
      buildCall(1, '2026-01-07T11:00:00Z', { urgency: 'Normal', sort_order: 2 }),
      -1,
    ],
    [
      'no call type ranks as normal with 999',
      buildCall(1, '2026-01-07T11:59:00Z', null),
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'Normal', sort_order: 998 }),
      1,
    ],
    [
      'same urgency: lower sort_order first',
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'Urgent', sort_order: 1 }),
      buildCall(1, '2026-01-07T11:59:00Z', { urgency: 'Urgent', sort_order: 2 }),
      -1,
    ],
    [
      'missing sort_order is 999, after 998',
      buildCall(1, '2026-01-07T11:00:00Z', { urgency: 'Normal' }),
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'Normal', sort_order: 998 }),
      1,
    ],
    [
      'null sort_order is 999, before 1000',
      buildCall(1, '2026-01-07T11:00:00Z', { urgency: 'Normal', sort_order: null }),
      buildCall(2, '2026-01-07T11:00:00Z', { urgency: 'Normal', sort_order: 1000 }),
      -1,
    ],
    [
      'same urgency and order: the newer call first',
      buildCall(1, '2026-01-07T11:58:00Z', normal),
      buildCall(2, '2026-01-07T11:59:00Z', normal),
      1,
    ],
    [
      'a Date and a string compare alike',
      buildCall(1, '2026-01-07T11:58:00Z', normal),
      { ...buildCall(2, '', normal), opened_at: new Date('2026-01-07T11:57:00Z') },
      -1,
    ],
    [
      'unreadable opened_at counts as the oldest',
      buildCall(1, 'yesterday', normal),
      buildCall(2, '2026-01-01T00:00:00Z', normal),
      1,
    ],
    [
      'closed calls compare closed_at − opened_at',
      { ...buildCall(1, '2026-01-07T10:00:00Z', normal), closed_at: '2026-01-07T10:01:00Z' },
      { ...buildCall(2, '2026-01-07T11:00:00Z', normal), closed_at: '2026-01-07T11:30:00Z' },
      -1,
    ],
    [
      'full tie: lower id first',
      buildCall(3, '2026-01-07T11:00:00Z', normal),
      buildCall(4, '2026-01-07T11:00:00Z', normal),
      -1,
    ],
    ['full tie with two unreadable dates: lower id first', buildCall(9, 'x', normal), buildCall(4, 'y', normal), 1],
  ])('%s', (_name, a, b, sign) => {
    expect(Math.sign(compareCalls(a, b, NOW))).toBe(sign);
    expect(Math.sign(compareCalls(b, a, NOW))).toBe(-sign);
  });
});

describe('sortCalls', () => {
  const calls = [
    buildCall(1, '2026-01-07T11:00:00Z', normal),
    buildCall(2, '2026-01-07T11:50:00Z', normal),
    buildCall(3, '2026-01-07T11:00:00Z', emergency),
    buildCall(4, '2026-01-07T11:30:00Z', { urgency: 'Normal', sort_order: 5 }),
    buildCall(5, '2026-01-07T11:00:00Z', normal),
    buildCall(6, '2026-01-07T11:40:00Z', null),
    buildCall(7, '2026-01-07T10:00:00Z', urgent),
  ];

  it('orders by urgency, then sort_order, then newest, then id', () => {
    expect(sortCalls(calls, NOW).map((c) => c.id)).toEqual([3, 7, 4, 2, 1, 5, 6]);
  });

  it('gives the same order whatever the input order', () => {
    expect(sortCalls([...calls].reverse(), NOW).map((c) => c.id)).toEqual([3, 7, 4, 2, 1, 5, 6]);
  });

  it('leaves the input untouched and keeps the caller’s type', () => {
    const frozen = Object.freeze([...calls].map((c) => ({ ...c, label: `call ${c.id}` })));
    const sorted = sortCalls(frozen, NOW);
    expect(frozen.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sorted[0]?.label).toBe('call 3');
  });
});

describe('urgencyRank', () => {
  it.each([
    ['Emergency', 2],
    ['Urgent', 1],
    ['Normal', 0],
    ['urgent', 1],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('%j → %d', (urgency, rank) => {
    expect(urgencyRank(urgency)).toBe(rank);
  });
});
