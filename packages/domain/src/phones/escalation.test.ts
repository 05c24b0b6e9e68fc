import { describe, expect, it } from 'vitest';
import {
  confirmDeliveries,
  type EscalationAction,
  type EscalationEvent,
  type EscalationState,
  type EscalationTimeouts,
  escalationDue,
  startEscalation,
  stepEscalation,
} from './escalation';
import type { Tier } from './routing';

// Tier 0: users 1 and 2 (2 reject only); tier 1: user 3; tier 2 (everyone): user 4.
const tiers: Tier[] = [
  {
    kind: 'groups',
    priority: 1,
    members: [
      { user_id: 1, can_accept: true, reason: { kind: 'group', group_id: 10, via_connection: null, priority: null } },
      { user_id: 2, can_accept: false, reason: { kind: 'group', group_id: 11, via_connection: null, priority: null } },
    ],
  },
  {
    kind: 'groups',
    priority: 2,
    members: [
      { user_id: 3, can_accept: true, reason: { kind: 'group', group_id: 12, via_connection: null, priority: 2 } },
    ],
  },
  { kind: 'everyone', priority: null, members: [{ user_id: 4, can_accept: true, reason: { kind: 'sos' } }] },
];

const timeouts: EscalationTimeouts = { resend: 20, escalation: 60, release: 300 };
const T0 = 1_000_000;
const s = (seconds: number) => T0 + seconds * 1000;

/** Runs events at times (seconds after the call opened) and lists what happened, one line per action. */
function run(events: Array<[number, EscalationEvent]>, states: EscalationState[] = []): string[] {
  const lines: string[] = [];
  const write = (at: number, actions: EscalationAction[]) => {
    for (const a of actions) {
      if (a.kind === 'send') lines.push(`${at}s send tier ${a.tier}: ${a.user_ids.join(',')}`);
      else if (a.kind === 'withdraw') lines.push(`${at}s withdraw ${a.user_ids.join(',')}`);
      else if (a.kind === 'refuse') lines.push(`${at}s refuse ${a.user_id}: ${a.reason}`);
      else
        lines.push(
          `${at}s ${a.action}${a.user_id === null ? '' : ` by ${a.user_id}`}${a.detail ? ` (${a.detail})` : ''}`,
        );
    }
  };
  let step = startEscalation(T0, 'Normal', tiers, T0);
  write(0, step.actions);
  for (const [at, event] of events) {
    // Each step starts from the stored form of the state, as after a restart: plain JSON.
    step = stepEscalation(JSON.parse(JSON.stringify(step.state)), event, tiers, timeouts, s(at));
    states.push(step.state);
    write(at, step.actions);
  }
  return lines;
}

const tick = { kind: 'tick' } as const;

describe('the escalation of a call', () => {
  it('rings the first tier, resends what no phone acknowledged, and escalates tier by tier', () => {
    expect(
      run([
        [10, { kind: 'confirmed', user_id: 1 }],
        [19, tick],
        [20, tick],
        [25, { kind: 'confirmed', user_id: 2 }],
        [60, tick],
        [80, tick],
        [120, tick],
        [180, tick],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '20s Resent (2)',
      '20s send tier 0: 2',
      '60s Escalated (groups 2)',
      '60s send tier 1: 3',
      '80s Resent (3)',
      '80s send tier 1: 3',
      '120s Escalated (everyone)',
      '120s send tier 2: 4',
      // No tier is left: the trail says so, and every phone that has not acknowledged is sent again.
      '180s Timeout',
      '180s Resent (3,4)',
      '180s send tier 2: 3,4',
    ]);
  });

  it('stops ringing the others when one accepts, and refuses a second one', () => {
    expect(
      run([
        [30, { kind: 'accepted', user_id: 1 }],
        [31, { kind: 'accepted', user_id: 2 }],
        [90, tick],
      ]),
    ).toEqual(['0s send tier 0: 1,2', '30s Accepted by 1', '30s withdraw 2', '31s refuse 2: taken']);
  });

  it('refuses an accept from a reject-only user and from one the call has not reached yet', () => {
    expect(
      run([
        [5, { kind: 'accepted', user_id: 2 }],
        [6, { kind: 'accepted', user_id: 3 }],
        [7, { kind: 'rejected', user_id: 3 }],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '5s refuse 2: reject_only',
      '6s refuse 3: not_a_recipient',
      '7s refuse 3: not_a_recipient',
    ]);
  });

  it('goes to the next tier at once when everyone who has it rejected it, and never back to them', () => {
    expect(
      run([
        [5, { kind: 'rejected', user_id: 1 }],
        [6, { kind: 'rejected', user_id: 2 }],
        [10, { kind: 'accepted', user_id: 3 }],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '5s Rejected by 1',
      '5s withdraw 1',
      '6s Rejected by 2',
      '6s withdraw 2',
      '6s Escalated (groups 2)',
      '6s send tier 1: 3',
      '10s Accepted by 3',
    ]);
  });

  it('releases a call accepted and left open, and rings from the first tier again', () => {
    expect(
      run([
        [30, { kind: 'accepted', user_id: 1 }],
        [329, tick],
        [330, tick],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '30s Accepted by 1',
      '30s withdraw 2',
      '330s Released by 1',
      '330s send tier 0: 1,2',
    ]);
  });

  it('gives a call back when the one who accepted releases it, and refuses a release by anyone else', () => {
    expect(
      run([
        [30, { kind: 'accepted', user_id: 1 }],
        [40, { kind: 'released', user_id: 2 }],
        [50, { kind: 'released', user_id: 1 }],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '30s Accepted by 1',
      '30s withdraw 2',
      '40s refuse 2: not_a_recipient',
      '50s Released by 1',
      '50s send tier 0: 1,2',
    ]);
  });

  it('passes a call on at once when a recipient escalates it; not one it has not reached, nor a taken one', () => {
    expect(
      run([
        [5, { kind: 'escalate', user_id: 3 }],
        [6, { kind: 'escalate', user_id: 2 }],
        [7, { kind: 'accepted', user_id: 3 }],
        [8, { kind: 'escalate', user_id: 1 }],
      ]),
    ).toEqual([
      '0s send tier 0: 1,2',
      '5s refuse 3: not_a_recipient',
      '6s Escalated by 2 (groups 2)',
      '6s send tier 1: 3',
      '7s Accepted by 3',
      '7s withdraw 1,2',
      '8s refuse 1: taken',
    ]);
  });

  it('says once in the trail when no tier is left, and keeps ringing those who have it', () => {
    const states: EscalationState[] = [];
    const lines = run(
      [
        [1, { kind: 'confirmed', user_id: 1 }],
        [2, { kind: 'confirmed', user_id: 2 }],
        [60, tick],
        [61, { kind: 'confirmed', user_id: 3 }],
        [120, tick],
        [121, { kind: 'confirmed', user_id: 4 }],
        [180, tick],
        [240, tick],
        [241, { kind: 'accepted', user_id: 4 }],
      ],
      states,
    );
    expect(lines.slice(-4)).toEqual([
      '120s send tier 2: 4',
      '180s Timeout',
      '241s Accepted by 4',
      '241s withdraw 1,2,3',
    ]);
    // After the Timeout nothing is due until a phone needs a resend or the accepted call its release.
    expect(escalationDue(states[6] as EscalationState, timeouts)).toBeNull();
  });

  it('withdraws the call everywhere when it closes, and then does nothing more', () => {
    const states: EscalationState[] = [];
    expect(
      run(
        [
          [70, tick],
          [75, { kind: 'closed' }],
          [200, tick],
          [210, { kind: 'accepted', user_id: 1 }],
        ],
        states,
      ),
    ).toEqual([
      '0s send tier 0: 1,2',
      '70s Escalated (groups 2)',
      '70s send tier 1: 3',
      '75s withdraw 1,2,3',
      '210s refuse 1: over',
    ]);
    expect(escalationDue(states[1] as EscalationState, timeouts)).toBeNull();
  });

  it('is due at the earlier of resend and escalation; accepted, at its release', () => {
    const started = startEscalation(T0, 'Normal', tiers, T0).state;
    expect(escalationDue(started, timeouts)).toBe(s(20));
    const confirmed = stepEscalation(started, { kind: 'confirmed', user_id: 1 }, tiers, timeouts, s(1));
    const both = stepEscalation(confirmed.state, { kind: 'confirmed', user_id: 2 }, tiers, timeouts, s(2));
    expect(escalationDue(both.state, timeouts)).toBe(s(60));
    const accepted = stepEscalation(both.state, { kind: 'accepted', user_id: 1 }, tiers, timeouts, s(3));
    expect(escalationDue(accepted.state, timeouts)).toBe(s(303));
  });

  it('with nobody to ring, sends nothing and records the Timeout after the escalation time', () => {
    const { state, actions } = startEscalation(T0, 'Normal', [], T0);
    expect(actions).toEqual([]);
    expect(escalationDue(state, timeouts)).toBe(s(60));
    const after = stepEscalation(state, tick, [], timeouts, s(60));
    expect(after.actions).toEqual([{ kind: 'record', action: 'Timeout', user_id: null, detail: null }]);
    expect(escalationDue(after.state, timeouts)).toBeNull();
  });

  it('does not change the state it is given', () => {
    const { state } = startEscalation(T0, 'Normal', tiers, T0);
    const copy = JSON.stringify(state);
    stepEscalation(state, { kind: 'accepted', user_id: 1 }, tiers, timeouts, s(1));
    expect(JSON.stringify(state)).toBe(copy);
  });

  it('confirms many phones at once exactly as their confirmed events one by one would', () => {
    const started = startEscalation(T0, 'Normal', tiers, T0).state;
    const oneByOne = [1, 2].reduce(
      (state, user_id) => stepEscalation(state, { kind: 'confirmed', user_id }, tiers, timeouts, s(3)).state,
      started,
    );
    expect(confirmDeliveries(started, [1, 2], s(3))).toEqual(oneByOne);
    // An earlier confirmation keeps its time; the state given is not changed.
    const twice = confirmDeliveries(confirmDeliveries(started, [1], s(2)), [1, 2], s(3));
    expect(twice.deliveries.map((d) => d.confirmed_at)).toEqual([s(2), s(3)]);
    expect(started.deliveries.map((d) => d.confirmed_at)).toEqual([null, null]);
  });
});
