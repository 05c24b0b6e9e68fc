import { describe, expect, it } from 'vitest';
import { IssueList } from './issue';
import {
  atLeastOneActive,
  connectionFailed,
  emailList,
  hexCriterion,
  httpUrl,
  ipv4,
  isBlank,
  notEqual,
  numberRule,
  required,
  sameUrlHost,
  startBeforeEnd,
  timeOfDay,
} from './rules';
import { issueCodes } from './testing';

describe('required', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    [0, false],
    [false, false],
    ['x', false],
    [[1], false],
  ])('%j blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
    expect(issueCodes((list) => required('f', value, list))).toEqual(blank ? ['f:required'] : []);
  });
});

describe('format rules', () => {
  it.each([
    ['ipv4', ipv4, '192.168.1.10', []],
    ['ipv4', ipv4, ' 10.0.0.1 ', []],
    ['ipv4', ipv4, '256.1.1.1', ['f:invalid_ipv4']],
    ['ipv4', ipv4, '', []],
    ['emailList', emailList, 'a@b.ch, c@d.ch', []],
    ['emailList', emailList, 'a@b', ['f:invalid_email']],
    ['httpUrl', httpUrl, 'http://cam1.local/stream', []],
    ['httpUrl', httpUrl, 'https://10.0.0.5:8443/live', []],
    ['httpUrl', httpUrl, 'rtsp://10.0.0.5/live', ['f:url_http']],
    ['httpUrl', httpUrl, 'cam1.local/stream', ['f:url_http']],
    ['httpUrl', httpUrl, 'http://', ['f:url_http']],
    ['hexCriterion', hexCriterion, '0x6A', []],
    ['hexCriterion', hexCriterion, '0xff00', []],
    ['hexCriterion', hexCriterion, '6A', ['f:criterion_hex']],
    ['hexCriterion', hexCriterion, '0x', ['f:criterion_hex']],
    ['hexCriterion', hexCriterion, '0X6A', ['f:criterion_hex']],
    ['hexCriterion', hexCriterion, '0x6G', ['f:criterion_hex']],
    ['timeOfDay', timeOfDay, '07:30', []],
    ['timeOfDay', timeOfDay, '23:59', []],
    ['timeOfDay', timeOfDay, '24:00', ['f:invalid_time']],
    ['timeOfDay', timeOfDay, '7:30', ['f:invalid_time']],
  ] as const)('%s %j → %j', (_, rule, value, expected) => {
    expect(issueCodes((list) => rule('f', value, list))).toEqual(expected);
  });

  it('wants triggers on the stream’s host', () => {
    const stream = 'http://Cam1.local/stream';
    expect(issueCodes((list) => sameUrlHost('trigger_start', 'http://cam1.local:81/start', stream, list))).toEqual([]);
    expect(issueCodes((list) => sameUrlHost('trigger_start', '', stream, list))).toEqual([]);
    const list = new IssueList();
    expect(sameUrlHost('trigger_stop', 'http://cam2.local/stop', stream, list)).toBe(false);
    expect(list.issues).toEqual([{ field: 'trigger_stop', key: 'url_host_mismatch', data: { host: 'cam1.local' } }]);
  });
});

describe('numberRule', () => {
  it.each([
    [5, {}, []],
    ['12', { min: 0 }, []],
    [' -3.5 ', { min: -4 }, []],
    ['', { min: 1 }, []],
    ['abc', {}, ['f:not_a_number']],
    ['0x10', {}, ['f:not_a_number']],
    ['1e3', {}, ['f:not_a_number']],
    [Number.NaN, {}, ['f:not_a_number']],
    [Number.POSITIVE_INFINITY, {}, ['f:not_a_number']],
    [true, {}, ['f:not_a_number']],
    [-1, { min: 0 }, ['f:min_value']],
    [101, { max: 100 }, ['f:max_value']],
    [101, { min: 0, max: 100 }, ['f:between']],
    [0, { min: 0, max: 100 }, []],
    [100, { min: 0, max: 100 }, []],
  ])('%j within %j → %j', (value, bounds, expected) => {
    expect(issueCodes((list) => numberRule('f', value, bounds, list))).toEqual(expected);
  });
  it('names the bounds', () => {
    const list = new IssueList();
    numberRule('tcp_port', 70000, { min: 1, max: 65535 }, list);
    expect(list.issues).toEqual([{ field: 'tcp_port', key: 'between', data: { min: 1, max: 65535 } }]);
  });
});

describe('pairs of fields', () => {
  it.each([
    [3, 4, []],
    [3, 3, ['f:not_equal']],
    [null, null, []],
    ['', '', []],
  ])('notEqual %j %j → %j', (a, b, expected) => {
    expect(issueCodes((list) => notEqual('f', a, b, list))).toEqual(expected);
  });

  it.each([
    ['2024-05-01T08:00:00Z', '2024-05-02T08:00:00Z', []],
    ['2024-05-02T08:00:00Z', '2024-05-01T08:00:00Z', ['end:start_before_end']],
    ['2024-05-01T08:00:00Z', '2024-05-01T08:00:00Z', ['end:start_before_end']],
    [new Date(1000), 2000, []],
    [null, '2024-05-01', []],
    ['not a date', '2024-05-01', []],
  ])('startBeforeEnd %j %j → %j', (start, end, expected) => {
    expect(issueCodes((list) => startBeforeEnd('end', start, end, list))).toEqual(expected);
  });
});

describe('atLeastOneActive', () => {
  it.each([
    [[true, false], []],
    [[false, false], ['f:at_least_one_active']],
    [[], ['f:at_least_one_active']],
  ])('%j → %j', (options, expected) => {
    expect(issueCodes((list) => atLeastOneActive('f', options, list))).toEqual(expected);
  });
});

describe('connectionFailed', () => {
  it.each([
    [true, ['password:wrong_credentials']],
    [false, ['ip:connection_error']],
  ])('unauthorized %s → %j', (unauthorized, expected) => {
    expect(issueCodes((list) => connectionFailed(unauthorized, list))).toEqual(expected);
  });
});
