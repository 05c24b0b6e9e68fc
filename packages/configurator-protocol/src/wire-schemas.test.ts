import { describe, expect, it } from 'vitest';
import { callSchema, deviceRuntimeSchema, openCallsEnvelopeSchema, readCallRepairingTimes } from './wire-calls';
import { commitStatusSchema, configSnapshotSchema } from './wire-config';
import { eventEnvelopeSchema, helloSchema, snapshotNeededSchema } from './wire-events';
import { readEventData, readWith } from './wire-read';

const AT = '2025-03-01T07:15:00.000Z';
const CALL = {
  id: 17,
  call_type_id: 4,
  call_type_text: 'Ruf',
  call_source_id: 1,
  call_source_text: 'Zimmer',
  section_id: 1,
  section_name: 'Wohnbereich 1. OG',
  system_tree_node_id: 23,
  number: 1011,
  device_text_short: 'Zi 101',
  device_text_long: 'Zimmer 101',
  position: null,
  opened_at: AT,
  updated_at: AT,
  closed_at: null,
  is_closed: false,
};
const call = (patch: Record<string, unknown>) => ({ ...CALL, ...patch });

describe('a call', () => {
  it.each([
    ['as the protocol page shows it', CALL],
    ['closed, with its closing time', call({ closed_at: AT, is_closed: true })],
    ['with texts at the limit (256 bytes)', call({ device_text_long: 'x'.repeat(256), section_name: 'ä'.repeat(128) })],
    ['with an offset time', call({ opened_at: '2025-03-01T08:15:00+01:00' })],
    ['with the largest id', call({ id: 2 ** 31 - 1 })],
  ])('is read %s', (_case, value) => {
    expect(readWith(callSchema, value)).toMatchObject({ ok: true });
  });

  it.each([
    ['a text id', call({ id: 'abc' }), 'id'],
    ['an id past 32 bits', call({ id: 2 ** 40 }), 'id'],
    ['a negative id', call({ id: -3 }), 'id'],
    ['a zero id', call({ id: 0 }), 'id'],
    ['a fractional id', call({ call_type_id: 1.5 }), 'call_type_id'],
    ['a text device id', call({ system_tree_node_id: 'x' }), 'system_tree_node_id'],
    ['an object where a text belongs', call({ device_text_long: { toString: 1 } }), 'device_text_long'],
    ['a 2 MB text', call({ device_text_long: 'x'.repeat(2 * 1024 * 1024) }), 'device_text_long'],
    ['a text over 256 bytes', call({ section_name: 'ä'.repeat(129) }), 'section_name'],
    ['a control character', call({ device_text_short: 'a\u0007b' }), 'device_text_short'],
    ['a time that is no date', call({ opened_at: 'yesterday' }), 'opened_at'],
    ['an impossible date', call({ opened_at: '2025-13-01T00:00:00Z' }), 'opened_at'],
    ['a date outside 2000–2060', call({ updated_at: '1970-01-01T00:00:00Z' }), 'updated_at'],
    ['a number past 9999', call({ number: 10_000 }), 'number'],
    ['is_closed without closed_at', call({ is_closed: true }), 'is_closed'],
    ['a missing field', { ...CALL, call_type_text: undefined }, 'call_type_text'],
  ])('is refused with %s', (_case, value, field) => {
    const read = readWith(callSchema, value);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.reason).toContain(field);
      // The reason names the field and the rule, never the value.
      expect(read.reason.length).toBeLessThan(1_001);
    }
  });

  it('drops fields the protocol does not define', () => {
    const read = readWith(callSchema, call({ html: '<script>alert(1)</script>' }));
    expect(read.ok && 'html' in read.value).toBe(false);
  });
});

describe('event data', () => {
  it.each([
    ['call.opened', { call: CALL }],
    ['device.battery', { device_id: 4, battery: 100 }],
    ['device.battery', { device_id: 4, battery: null }],
    ['device.reachability', { device_id: 4, reachable: false, last_reachable_at: AT }],
    ['hub.sync', { hub_id: 1, status: 'Ready', last_sync: null }],
    ['time', { time: AT, seconds: 1_740_813_300 }],
    ['commit.finished', { status: 'failed', revision: 3, error: { key: 'commit_failed', message: 'Hub 2 failed' } }],
    ['config.changed', { revision: 4, reason: 'reset' }],
    [
      'hub.printer',
      {
        message: {
          id: 1,
          hub_id: 2,
          address: 'AA:BB:CC:DD:EE:FF',
          error: null,
          detected_at: AT,
          system_tree_node: null,
        },
      },
    ],
  ] as const)('%s is read', (type, data) => {
    expect(readEventData(type, data)).toMatchObject({ ok: true });
  });

  it.each([
    ['call.opened', null],
    ['call.opened', {}],
    ['device.battery', { device_id: 'x', battery: 50 }],
    ['device.battery', { device_id: 4, battery: 101 }],
    ['device.battery', { device_id: 4, battery: -1 }],
    ['device.muted', { device_id: 4, muted: 'yes' }],
    ['hub.sync', { hub_id: 1, status: 'Exploded', last_sync: null }],
    [
      'hub.printer',
      { message: { id: 1, hub_id: 2, address: '<b>', error: null, detected_at: AT, system_tree_node: null } },
    ],
    ['commit.progress', { progress: 250 }],
    ['config.changed', { revision: 4, reason: 'because' }],
  ] as const)('%s is refused with %j', (type, data) => {
    expect(readEventData(type, data).ok).toBe(false);
  });
});

describe('envelopes and answers', () => {
  it.each([
    ['an event', eventEnvelopeSchema, { seq: 42, type: 'call.opened', at: AT, data: null }, true],
    ['an event of a later type', eventEnvelopeSchema, { seq: 42, type: 'device.sneezed', at: AT, data: 1 }, true],
    ['an event with a text seq', eventEnvelopeSchema, { seq: '42', type: 'call.opened', at: AT, data: {} }, false],
    ['an event without its time', eventEnvelopeSchema, { seq: 42, type: 'call.opened', data: {} }, false],
    ['a hello', helloSchema, { type: 'hello', stream_id: 's', current_seq: 3, oldest_seq: 1, version: 'v' }, true],
    ['a hello without a stream', helloSchema, { type: 'hello', current_seq: 3 }, false],
    ['a snapshot_needed of a later reason', snapshotNeededSchema, { type: 'snapshot_needed', reason: 'x' }, true],
    ['the open calls', openCallsEnvelopeSchema, { stream_id: 's', seq: 0, calls: [] }, true],
    ['the open calls without seq', openCallsEnvelopeSchema, { stream_id: 's', calls: [] }, false],
    [
      'a device',
      deviceRuntimeSchema,
      { battery: 5, reachable: true, last_reachable_at: null, muted: false, position: null, position_updated_at: null },
      true,
    ],
    [
      'a commit status',
      commitStatusSchema,
      {
        status: 'ready',
        progress: 100,
        error: null,
        changelog: [],
        revision: 3,
        staged_count: 0,
        started_at: null,
        finished_at: null,
      },
      true,
    ],
    ['a commit status of another kind', commitStatusSchema, { status: 'done', progress: 100 }, false],
    ['a configuration', configSnapshotSchema, config({ sections: [{ id: 1, name: 'OG', is_hidden: false }] }), true],
    [
      'a configuration with a nested entity',
      configSnapshotSchema,
      config({ hubs: [{ id: 1, deep: { a: { b: 1 } } }] }),
      false,
    ],
    ['a configuration with an id of 0', configSnapshotSchema, config({ sections: [{ id: 0 }] }), false],
    [
      'a configuration with a 2 MB name',
      configSnapshotSchema,
      config({ sections: [{ id: 1, name: 'x'.repeat(2 ** 21) }] }),
      false,
    ],
  ])('%s', (_case, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });
});

function config(patch: Record<string, unknown>) {
  const empty = {
    system_tree_nodes: [],
    sections: [],
    call_types: [],
    call_sources: [],
    schedules: [],
    display_groups: [],
    hubs: [],
  };
  return { revision: 1, system_params: null, ...empty, ...patch };
}

describe('a call whose times cannot be read', () => {
  const NOW = '2026-11-26T10:00:00.000Z';
  it.each([
    ['a clock reset to 1970', call({ opened_at: '1970-01-01T00:00:00.000Z' }), ['opened_at']],
    ['no times at all', call({ opened_at: 'soon', updated_at: null }), ['opened_at', 'updated_at']],
  ])('is read with the time it arrived: %s', (_case, raw, repaired) => {
    const read = readCallRepairingTimes(raw, NOW);
    expect(read?.repaired).toEqual(repaired);
    expect(read?.call).toMatchObject({ id: 17, opened_at: repaired.includes('opened_at') ? NOW : AT });
  });

  it.each([
    ['readable times (nothing to repair)', CALL],
    ['a bad time and a bad id', call({ opened_at: 'soon', id: 'abc' })],
    ['not an object', 'call'],
  ])('is not repaired when %s', (_case, raw) => {
    expect(readCallRepairingTimes(raw, NOW)).toBeNull();
  });
});
