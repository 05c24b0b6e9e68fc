import { describe, expect, it } from 'vitest';
import {
  DEMO_IDLE,
  type DemoButton,
  type DemoButtonState,
  type DemoEffect,
  demoOpenCalls,
  demoPreviewScale,
  demoTriggerBody,
  pressDemoButton,
  pressMedallion,
  reconcileDemoButtons,
} from './demo-buttons';

const ALERT = { alert: true, presence: false };
const PRESENCE = { alert: false, presence: true };
const BOTH = { alert: true, presence: true };
const on = (call: DemoEffect['call']): DemoEffect => ({ call, close: false });
const off = (call: DemoEffect['call']): DemoEffect => ({ call, close: true });

// Each row is one rule of spec part 2 §4 "Demo".
const presses: Array<[string, DemoButtonState, DemoButton, DemoEffect[], DemoButtonState]> = [
  ['alert toggles an alert on', DEMO_IDLE, 'alert', [on('alert')], ALERT],
  ['alert toggles the alert off', ALERT, 'alert', [off('alert')], DEMO_IDLE],
  ['presence toggles a presence on', DEMO_IDLE, 'presence', [on('presence')], PRESENCE],
  ['presence toggles the presence off', PRESENCE, 'presence', [off('presence')], DEMO_IDLE],
  ['presence while alert is on closes the alert', ALERT, 'presence', [off('alert'), on('presence')], PRESENCE],
  [
    'alert while presence is on sends presence-close, then emergency, and marks alert on',
    PRESENCE,
    'alert',
    [off('presence'), on('emergency')],
    BOTH,
  ],
  ['alert with both on closes the emergency and resets both', BOTH, 'alert', [off('emergency')], DEMO_IDLE],
  ['presence with both on closes the emergency and resets both', BOTH, 'presence', [off('emergency')], DEMO_IDLE],
];

describe('pressDemoButton', () => {
  it.each(presses)('%s', (_rule, start, button, effects, end) => {
    expect(pressDemoButton(start, button)).toEqual({ effects, state: end });
  });
});

describe('reconcileDemoButtons', () => {
  const none = { alert: false, presence: false, emergency: false };
  const rows: Array<[string, typeof none, DemoButtonState]> = [
    ['a reset from outside (nothing open) clears the states', none, DEMO_IDLE],
    ['an open emergency keeps both on', { ...none, emergency: true }, BOTH],
    ['an alert closed elsewhere leaves the presence on', { ...none, presence: true }, PRESENCE],
    ['an alert opened elsewhere lights the alert', { ...none, alert: true }, ALERT],
  ];
  it.each(rows)('%s', (_rule, open, state) => {
    expect(reconcileDemoButtons(open)).toEqual(state);
  });

  it('reads the open calls by the demo call type ids 4, 6 and 2', () => {
    expect(demoOpenCalls([4, 9])).toEqual({ alert: true, presence: false, emergency: false });
    expect(demoOpenCalls([6, 2])).toEqual({ alert: false, presence: true, emergency: true });
    expect(demoOpenCalls([])).toEqual({ alert: false, presence: false, emergency: false });
  });
});

describe('pressMedallion', () => {
  it('sends an alert and shows the overlay, then the overlay click closes the alert', () => {
    expect(pressMedallion(false)).toEqual({ overlay: true, effects: [on('alert')] });
    expect(pressMedallion(true)).toEqual({ overlay: false, effects: [off('alert')] });
  });
});

describe('demoTriggerBody', () => {
  it('maps an effect to the trigger payload with the spec call type ids', () => {
    expect(demoTriggerBody(on('emergency'), 23, 1)).toEqual({
      call_type_id: 2,
      section_id: 1,
      device_id: 23,
      close: false,
    });
    expect(demoTriggerBody(off('presence'), 10, null)).toEqual({
      call_type_id: 6,
      section_id: null,
      device_id: 10,
      close: true,
    });
    expect(demoTriggerBody(on('alert'), 24, 2).call_type_id).toBe(4);
  });
});

describe('demoPreviewScale', () => {
  const rows: Array<[number, number, number]> = [
    [1350, 3, 1], // 150 margin + 3 × 400
    [2000, 3, 1], // never enlarged
    [750, 3, 0.5],
    [550, 1, 1],
    [350, 1, 0.5],
    [100, 3, 0.25], // never below a quarter
  ];
  it.each(rows)('free width %i for %i previews scales by %f', (width, columns, scale) => {
    expect(demoPreviewScale(width, columns)).toBe(scale);
  });
});
