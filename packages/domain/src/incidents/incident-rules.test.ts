import { describe, expect, it } from 'vitest';
import {
  criterionCallTypeId,
  type DeviceFacts,
  diffIncidents,
  evaluateIncidents,
  type IncidentSettings,
  type SystemFacts,
} from './incident-rules';

const NOW = new Date('2026-03-02T10:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

const SETTINGS: IncidentSettings = {
  battery: { low: 40, critical: 25 },
  monitoringMinutes: { radio: 1440, tech: 60, wired: 60 },
  defectsTimeoutSeconds: 60,
  probableDefect: { callTypeId: 3, count: 3, timeframeHours: 24 },
};

const device = (patch: Partial<DeviceFacts> = {}): DeviceFacts => ({
  id: 10,
  kind: 'radio',
  is_tech: false,
  is_active: true,
  section_id: 1,
  battery: 100,
  reachable: true,
  last_reachable_at: minutesAgo(1),
  ...patch,
});

const facts = (patch: Partial<SystemFacts> = {}): SystemFacts => ({
  devices: [],
  hubs: [],
  openDefectCalls: [],
  criterionCounts: [],
  ...patch,
});

const summary = (f: SystemFacts, s = SETTINGS) =>
  evaluateIncidents(f, s, NOW).wanted.map((w) => `${w.type} ${w.subject} ${w.severity}`);

describe('incident rules (spec part 2 §3, ADR 0036)', () => {
  it.each<[string, Partial<DeviceFacts>, string[]]>([
    ['full battery', { battery: 100 }, []],
    ['at the low threshold', { battery: 40 }, []],
    ['below low', { battery: 39 }, ['Battery node:10 Warning']],
    ['at critical', { battery: 25 }, ['Battery node:10 Warning']],
    ['below critical', { battery: 24 }, ['Battery node:10 Critical']],
    ['unknown battery', { battery: -1 }, []],
    ['wired, no battery', { kind: 'wired', battery: null }, []],
    ['inactive device, empty battery', { battery: 0, is_active: false }, []],
    ['radio silent 23 h', { reachable: false, last_reachable_at: minutesAgo(23 * 60) }, []],
    [
      'radio silent 25 h',
      { reachable: false, last_reachable_at: minutesAgo(25 * 60) },
      ['Reachability node:10 Critical'],
    ],
    [
      'wired silent 61 min',
      { kind: 'wired', battery: null, reachable: false, last_reachable_at: minutesAgo(61) },
      ['Reachability node:10 Critical'],
    ],
    [
      'tech silent 61 min',
      { kind: 'tech', battery: null, reachable: false, last_reachable_at: minutesAgo(61) },
      ['Reachability node:10 Critical'],
    ],
    ['long ago but reachable', { reachable: true, last_reachable_at: minutesAgo(100_000) }, []],
    ['never heard, unreachable', { reachable: false, last_reachable_at: null }, ['Reachability node:10 Critical']],
    ['reachability unknown', { reachable: null, last_reachable_at: null }, []],
  ])('%s', (_name, patch, expected) => {
    expect(summary(facts({ devices: [device(patch)] }))).toEqual(expected);
  });

  it('follows the global settings: thresholds and timeouts', () => {
    const s = { ...SETTINGS, battery: { low: 60, critical: 10 }, monitoringMinutes: { radio: 1, tech: 0, wired: 60 } };
    expect(summary(facts({ devices: [device({ battery: 59 })] }), s)).toEqual(['Battery node:10 Warning']);
    expect(summary(facts({ devices: [device({ reachable: false, last_reachable_at: minutesAgo(2) })] }), s)).toEqual([
      'Reachability node:10 Critical',
    ]);
    // 0 switches the monitoring of that kind off.
    const tech = device({ kind: 'tech', battery: null, reachable: false, last_reachable_at: minutesAgo(1_000) });
    expect(summary(facts({ devices: [tech] }), s)).toEqual([]);
  });

  it('says when a silent device will be due', () => {
    const silent = device({ reachable: false, last_reachable_at: minutesAgo(60) });
    const result = evaluateIncidents(facts({ devices: [silent] }), SETTINGS, NOW);
    expect(result.wanted).toEqual([]);
    expect(result.nextDueAt?.toISOString()).toBe(new Date(minutesAgo(60).getTime() + 1440 * 60_000).toISOString());
  });

  it.each<[string, string, Date | null, string[]]>([
    ['ready hub', 'Ready', minutesAgo(10_000), []],
    ['offline for 59 min', 'Offline', minutesAgo(59), []],
    ['offline for 61 min', 'Offline', minutesAgo(61), ['Reachability hub:2 Critical']],
  ])('hub: %s', (_name, status, lastSync, expected) => {
    expect(summary(facts({ hubs: [{ id: 2, status, last_sync: lastSync }] }))).toEqual(expected);
  });

  it('a defect call open past the defects timeout is one Defect per device; a repeater is marked', () => {
    const tech = device({ id: 30, kind: 'tech', battery: null });
    const calls = [
      { call_id: 1, device_id: 10, section_id: 1, opened_at: minutesAgo(5) },
      { call_id: 2, device_id: 10, section_id: 1, opened_at: minutesAgo(3) },
      { call_id: 3, device_id: 30, section_id: 3, opened_at: minutesAgo(2) },
      { call_id: 4, device_id: 10, section_id: 1, opened_at: new Date(NOW.getTime() - 30_000) },
    ];
    const result = evaluateIncidents(facts({ devices: [device(), tech], openDefectCalls: calls }), SETTINGS, NOW);
    expect(result.wanted.map((w) => [w.subject, w.is_repeater, w.detail.call_id])).toEqual([
      ['node:10', false, 1],
      ['node:30', true, 3],
    ]);
    const off = { ...SETTINGS, defectsTimeoutSeconds: 0 };
    expect(summary(facts({ devices: [device()], openDefectCalls: calls }), off)).toEqual([]);
  });

  it('probable defect: at least the count of criterion calls in the time frame', () => {
    const counts = [
      { device_id: 10, count: 3 },
      { device_id: 11, count: 2 },
    ];
    const devices = [device(), device({ id: 11 })];
    expect(summary(facts({ devices, criterionCounts: counts }))).toEqual(['ProbableDefect node:10 Info']);
    const noCriterion = { ...SETTINGS, probableDefect: { ...SETTINGS.probableDefect, callTypeId: null } };
    expect(summary(facts({ devices, criterionCounts: counts }), noCriterion)).toEqual([]);
  });

  it.each<[string, number | null]>([
    ['0x6A', 106],
    ['0x03', 3],
    ['0X0a', 10],
    ['6A', null],
    ['0x', null],
    ['0x0', null],
  ])('criterion %s names call type %s', (criterion, id) => {
    expect(criterionCallTypeId(criterion)).toBe(id);
  });
});

describe('incident diff: one open incident per type and subject', () => {
  const wanted = evaluateIncidents(facts({ devices: [device({ battery: 20 })] }), SETTINGS, NOW).wanted;

  it('raises what is not open, leaves what is, updates a changed severity, closes what cleared', () => {
    expect(diffIncidents([], wanted).raise).toHaveLength(1);
    const same = [{ id: 1, type: 'Battery', subject: 'node:10', severity: 'Critical' }];
    expect(diffIncidents(same, wanted)).toEqual({ raise: [], update: [], close: [] });
    const lower = [{ id: 1, type: 'Battery', subject: 'node:10', severity: 'Warning' }];
    expect(diffIncidents(lower, wanted).update.map((u) => u.id)).toEqual([1]);
    const other = [{ id: 2, type: 'Reachability', subject: 'node:10', severity: 'Critical' }];
    expect(diffIncidents(other, wanted).close).toEqual([2]);
  });

  it('closes only within the evaluated scope', () => {
    const open = [{ id: 3, type: 'Battery', subject: 'node:99', severity: 'Warning' }];
    expect(diffIncidents(open, [], (s) => s === 'node:10').close).toEqual([]);
    expect(diffIncidents(open, [], (s) => s === 'node:99').close).toEqual([3]);
  });
});
