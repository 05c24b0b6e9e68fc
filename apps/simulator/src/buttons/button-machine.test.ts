import { describe, expect, it } from 'vitest';
import type { Button } from '../config/entities';
import { type ButtonEffect, type ButtonState, IDLE, lights, press, reconcile } from './button-machine';

const S = (over: Partial<ButtonState>): ButtonState => ({ ...IDLE, ...over });
const ESCALATED = S({ emergency: true, escalated: true });

const cases: Array<[string, ButtonState, Button, ButtonEffect[], ButtonState]> = [
  ['alert toggles an alert on', IDLE, 'alert', [{ action: 'open', call: 'alert' }], S({ alert: true })],
  ['alert toggles an alert off', S({ alert: true }), 'alert', [{ action: 'close', call: 'alert' }], IDLE],
  ['presence toggles a presence on', IDLE, 'presence', [{ action: 'open', call: 'presence' }], S({ presence: true })],
  ['presence toggles a presence off', S({ presence: true }), 'presence', [{ action: 'close', call: 'presence' }], IDLE],
  [
    'presence while alert is on closes the alert',
    S({ alert: true }),
    'presence',
    [
      { action: 'close', call: 'alert' },
      { action: 'open', call: 'presence' },
    ],
    S({ presence: true }),
  ],
  [
    'alert while presence is on closes the presence, then raises an emergency',
    S({ presence: true }),
    'alert',
    [
      { action: 'close', call: 'presence' },
      { action: 'open', call: 'emergency' },
    ],
    ESCALATED,
  ],
  [
    'alert with both on closes the emergency and resets both',
    ESCALATED,
    'alert',
    [{ action: 'close', call: 'emergency' }],
    IDLE,
  ],
  [
    'presence with both on closes the emergency and resets both',
    ESCALATED,
    'presence',
    [{ action: 'close', call: 'emergency' }],
    IDLE,
  ],
  [
    'emergency with both on closes the emergency and resets both',
    ESCALATED,
    'emergency',
    [{ action: 'close', call: 'emergency' }],
    IDLE,
  ],
  [
    'emergency toggles an emergency on',
    IDLE,
    'emergency',
    [{ action: 'open', call: 'emergency' }],
    S({ emergency: true }),
  ],
  [
    'emergency toggles an emergency off and keeps a presence',
    S({ presence: true, emergency: true }),
    'emergency',
    [{ action: 'close', call: 'emergency' }],
    S({ presence: true }),
  ],
  ['medallion raises an alert', IDLE, 'medallion', [{ action: 'open', call: 'alert' }], S({ alert: true })],
  ['medallion again closes the alert', S({ alert: true }), 'medallion', [{ action: 'close', call: 'alert' }], IDLE],
];

describe('press', () => {
  it.each(cases)('%s', (_name, start, button, effects, end) => {
    expect(press(start, button)).toEqual({ effects, state: end });
  });
});

describe('lights', () => {
  it('shows alert and presence lit while escalated', () => {
    expect(lights(ESCALATED)).toEqual({ alert: true, presence: true, emergency: true });
  });
});

describe('reconcile', () => {
  const none = { alert: false, presence: false, emergency: false };
  const reconcileCases: Array<[string, ButtonState, typeof none, ButtonState]> = [
    ['a reset from outside clears the states', ESCALATED, none, IDLE],
    [
      'an alert closed elsewhere turns the alert off',
      S({ alert: true, presence: true }),
      { ...none, presence: true },
      S({ presence: true }),
    ],
    ['a call opened elsewhere turns its light on', IDLE, { ...none, presence: true }, S({ presence: true })],
    ['escalation holds while its emergency is open', ESCALATED, { ...none, emergency: true }, ESCALATED],
  ];
  it.each(reconcileCases)('%s', (_name, start, open, end) => {
    expect(reconcile(start, open)).toEqual(end);
  });
});

describe('press with alert and presence both raised elsewhere (not escalated)', () => {
  const both = S({ alert: true, presence: true });
  it('alert looks only at the presence: it closes it and raises an emergency', () => {
    expect(press(both, 'alert')).toEqual({
      effects: [
        { action: 'close', call: 'presence' },
        { action: 'open', call: 'emergency' },
      ],
      state: S({ alert: true, emergency: true, escalated: true }),
    });
  });
  it('presence looks only at the alert: it closes it', () => {
    expect(press(both, 'presence')).toEqual({
      effects: [
        { action: 'close', call: 'alert' },
        { action: 'open', call: 'presence' },
      ],
      state: S({ presence: true }),
    });
  });
});
