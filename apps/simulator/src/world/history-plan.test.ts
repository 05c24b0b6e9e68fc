import { describe, expect, it } from 'vitest';
import { buildCareHome } from '../../fixtures/care-home';
import { CALL_TYPE_IDS } from '../../fixtures/care-home-ids';
import { type HistoryInput, historyCall, planHistory } from './history-plan';
import type { Call } from './world-types';

const ZURICH = 'Europe/Zurich';
const MINUTE = 60_000;
const { entities } = buildCareHome();
const END = new Date('2026-06-15T10:00:00Z');

function history(input: Partial<HistoryInput> = {}) {
  const plan = planHistory({ entities, openCalls: [], seed: 7, days: 30, perDay: 150, end: END, firstId: 1, ...input });
  return { plan, calls: Array.from({ length: plan.count }, (_, index) => historyCall(plan, index)) };
}

const local = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZURICH,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});
/** 'YYYY-MM-DD' and the hour on the care home's clock. */
function localDayHour(iso: string): [string, number] {
  const parts = local.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return [`${part('year')}-${part('month')}-${part('day')}`, Number(part('hour'))];
}

const minutes = (call: Call) => (Date.parse(call.closed_at ?? '') - Date.parse(call.opened_at)) / MINUTE;

describe('planHistory', () => {
  const { plan, calls } = history();

  it('is the same for the same seed and differs for another', () => {
    expect(history().calls).toEqual(calls);
    expect(history({ seed: 8 }).calls).not.toEqual(calls);
  });

  it.each([
    ['a day', 1, 150],
    ['the default rate for 30 days', 30, 150],
    ['a quiet site', 10, 5],
    ['a busy week', 7, 600],
  ])('creates days × per_day calls for %s', (_name, days, perDay) => {
    expect(history({ days, perDay }).plan.count).toBe(days * perDay);
  });

  it('closes every call after it opened, inside the window, oldest first, with ids from firstId on', () => {
    expect(plan.to.toISOString()).toBe(END.toISOString());
    expect(plan.to.getTime() - plan.from.getTime()).toBe(30 * 24 * 60 * MINUTE);
    for (const [index, call] of calls.entries()) {
      const opened = Date.parse(call.opened_at);
      const closed = Date.parse(call.closed_at ?? '');
      expect(call).toMatchObject({ id: 1 + index, is_closed: true, updated_at: call.closed_at });
      expect(opened).toBeGreaterThanOrEqual(plan.from.getTime());
      expect(closed).toBeGreaterThan(opened);
      expect(closed).toBeLessThan(plan.to.getTime());
      expect(opened).toBeGreaterThanOrEqual(Date.parse(calls[index - 1]?.opened_at ?? '1970-01-01T00:00:00Z'));
    }
    expect(history({ firstId: 500 }).calls[0]?.id).toBe(500);
  });

  it('has calls open across local midnight', () => {
    const across = calls.filter((call) => localDayHour(call.opened_at)[0] !== localDayHour(call.closed_at ?? '')[0]);
    expect(across.length).toBeGreaterThan(5);
  });

  it('follows the time of day: the morning round is busier than the small hours', () => {
    const hours = calls.map((call) => localDayHour(call.opened_at)[1]);
    const between = (from: number, to: number) => hours.filter((hour) => hour >= from && hour < to).length;
    expect(between(7, 9)).toBeGreaterThan(4 * between(2, 4));
    expect(between(18, 21)).toBeGreaterThan(4 * between(2, 4));
  });

  it('mixes mostly alerts and presences with few emergencies and defects', () => {
    const share = (typeId: number) => calls.filter((call) => call.call_type_id === typeId).length / calls.length;
    expect(share(CALL_TYPE_IDS.alert) + share(CALL_TYPE_IDS.presence)).toBeGreaterThan(0.9);
    expect(share(CALL_TYPE_IDS.alert)).toBeGreaterThan(share(CALL_TYPE_IDS.presence));
    expect(share(CALL_TYPE_IDS.emergency)).toBeGreaterThan(0);
    expect(share(CALL_TYPE_IDS.emergency)).toBeLessThan(0.06);
    expect(share(CALL_TYPE_IDS.defect)).toBeGreaterThan(0);
    expect(share(CALL_TYPE_IDS.defect)).toBeLessThan(0.03);
    expect(share(CALL_TYPE_IDS.urgent) + share(CALL_TYPE_IDS.assistance)).toBe(0);
  });

  it.each([
    ['alerts', CALL_TYPE_IDS.alert, 20 / 60, 15, 5],
    ['presences', CALL_TYPE_IDS.presence, 5, 40, 25],
    ['emergencies', CALL_TYPE_IDS.emergency, 0.5, 10, 6],
    ['defects', CALL_TYPE_IDS.defect, 10, 250, 120],
  ])('keeps %s between their shortest and longest, mostly short', (_name, typeId, shortest, longest, medianBelow) => {
    const durations = calls
      .filter((call) => call.call_type_id === typeId)
      .map(minutes)
      .sort((a, b) => a - b);
    expect(durations[0]).toBeGreaterThanOrEqual(shortest);
    expect(durations.at(-1)).toBeLessThanOrEqual(longest);
    expect(durations[Math.floor(durations.length / 2)]).toBeLessThan(medianBelow);
  });

  it('raises calls only where the device has the button, with the texts and section it carries', () => {
    const nodes = entities.system_tree_nodes;
    for (const call of calls) {
      const node = nodes[String(call.system_tree_node_id)];
      const section = entities.sections[String(node?.section_id)];
      expect(call).toMatchObject({
        number: node?.number,
        device_text_short: node?.text_short,
        device_text_long: node?.text_long,
        section_id: section?.id,
        section_name: section?.name,
        call_source_id: node?.call_source_id,
        call_type_text: entities.call_types[String(call.call_type_id)]?.text,
      });
      if (call.call_type_id === CALL_TYPE_IDS.presence) expect(node?.buttons).toContain('presence');
      if (call.call_type_id === CALL_TYPE_IDS.emergency) expect(node?.buttons).toContain('emergency');
      if (call.call_type_id === CALL_TYPE_IDS.defect) expect(node?.kind).toBe('tech');
      if (node?.kind === 'radio') expect(call.position).toMatch(/^Zimmer \d+$/);
      else expect(call.position).toBeNull();
    }
  });

  it('never has two calls of one type open on one device', () => {
    const last = new Map<string, number>();
    for (const call of calls) {
      const key = `${call.system_tree_node_id}:${call.call_type_id}`;
      expect(Date.parse(call.opened_at)).toBeGreaterThanOrEqual(last.get(key) ?? 0);
      last.set(key, Date.parse(call.closed_at ?? ''));
    }
  });

  it('ends a device’s history of a type before the call of that type open on it now', () => {
    const openedAt = new Date(END.getTime() - 3 * 60 * MINUTE).toISOString();
    const open = { ...calls[0], system_tree_node_id: 23, call_type_id: CALL_TYPE_IDS.alert, opened_at: openedAt };
    const withOpen = history({ days: 2, perDay: 400, openCalls: [open as Call] }).calls;
    const sameSlot = withOpen.filter((call) => call.system_tree_node_id === 23 && call.call_type_id === 4);
    expect(sameSlot.length).toBeGreaterThan(0);
    for (const call of sameSlot) expect(Date.parse(call.closed_at ?? '')).toBeLessThanOrEqual(Date.parse(openedAt));
  });

  it('creates nothing on a site without devices', () => {
    const empty = { ...entities, system_tree_nodes: {} };
    expect(history({ entities: empty }).plan.count).toBe(0);
  });
});
