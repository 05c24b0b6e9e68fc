import { describe, expect, it } from 'vitest';
import type { CallStep } from './call-record';
import { trailOf } from './trail';

const step = (id: string, action: string, after_seconds: number): CallStep => ({
  id,
  action,
  at: new Date(Date.parse('2026-07-01T08:00:00.000Z') + after_seconds * 1000).toISOString(),
  after_seconds,
  actor_kind: 'app_user',
  actor_name: 'Anna',
  detail: null,
});

const opened_at = '2026-07-01T08:00:00.000Z';
const kinds = (entries: ReturnType<typeof trailOf>) => entries.map((e) => (e.kind === 'step' ? e.step.action : e.kind));

describe('the trail of a call', () => {
  it('is its opening alone while nothing happened', () => {
    expect(kinds(trailOf({ opened_at, closed_at: null, actions: [] }))).toEqual(['opened']);
  });

  it('lists the steps in the order sent, then the closing with its duration', () => {
    const trail = trailOf({
      opened_at,
      closed_at: '2026-07-01T08:03:00.000Z',
      duration: 180,
      actions: [step('1', 'Accepted', 72), step('2', 'Released', 150)],
    });
    expect(kinds(trail)).toEqual(['opened', 'Accepted', 'Released', 'closed']);
    expect(trail.map((e) => e.afterSeconds)).toEqual([null, 72, 150, 180]);
  });

  it('takes the closing from the times when no duration is stored', () => {
    const trail = trailOf({ opened_at, closed_at: '2026-07-01T08:01:05.000Z', duration: null, actions: [] });
    expect(trail.at(-1)).toMatchObject({ kind: 'closed', afterSeconds: 65 });
  });

  it('does not close twice when a user closed it from the console', () => {
    const trail = trailOf({
      opened_at,
      closed_at: '2026-07-01T08:02:00.000Z',
      duration: 120,
      actions: [step('1', 'Closed', 120)],
    });
    expect(kinds(trail)).toEqual(['opened', 'Closed']);
  });
});
