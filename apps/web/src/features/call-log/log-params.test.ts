import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOG_QUERY,
  type LogQuery,
  nextSort,
  readLogQuery,
  toCallLogFilter,
  toCallLogSort,
  writeLogQuery,
} from './log-params';

const read = (search: string) => readLogQuery(new URLSearchParams(search));

describe('the call log query in the address', () => {
  it.each<[string, string, Partial<LogQuery>]>([
    ['nothing: the last 24 hours, newest first', '', {}],
    ['a preset range', 'range=7d', { range: '7d' }],
    ['an unknown range', 'range=fortnight', {}],
    [
      'a custom range with its times',
      'range=custom&from=2026-07-01T08:00&to=2026-07-02T08:00',
      { range: 'custom', from: '2026-07-01T08:00', to: '2026-07-02T08:00' },
    ],
    ['times without a custom range', 'range=7d&from=2026-07-01T08:00', { range: '7d' }],
    ['a time that is no time', 'range=custom&from=yesterday', { range: 'custom' }],
    ['ids, unique, the unreadable dropped', 'sections=4,1,x,4,-2,0', { sections: [4, 1] }],
    [
      'call types, sources and nodes',
      'types=2&sources=3,5&nodes=17',
      { callTypes: [2], callSources: [3, 5], nodes: [17] },
    ],
    ['open calls', 'state=open', { state: 'open' }],
    ['an unknown state', 'state=maybe', {}],
    ['text, trimmed', 'q=%20Bad%20', { text: 'Bad' }],
    ['durations in minutes', 'min=5&max=30', { minMinutes: 5, maxMinutes: 30 }],
    ['a duration that is no number', 'min=5.5&max=-1', {}],
    ['a sort, descending', 'sort=-duration', { sort: { field: 'duration', descending: true } }],
    ['a sort, ascending', 'sort=section_name', { sort: { field: 'section_name', descending: false } }],
    ['an unknown sort column', 'sort=-weekday', {}],
  ])('%s', (_label, search, expected) => {
    expect(read(search)).toEqual({ ...DEFAULT_LOG_QUERY, ...expected });
  });

  it.each([
    '',
    'range=7d',
    'range=custom&from=2026-07-01T08%3A00&to=2026-07-02T08%3A00',
    'sections=4%2C1&types=2&sources=3&nodes=17',
    'state=closed&q=Zimmer+101&min=5&max=30&sort=call_type_text',
  ])('reads and writes %j unchanged', (search) => {
    expect(writeLogQuery(new URLSearchParams(), read(search)).toString()).toBe(search);
  });

  it('writes back only what differs from the default, keeping other parameters', () => {
    const params = writeLogQuery(new URLSearchParams('system=02&q=old&sort=-duration'), {
      ...DEFAULT_LOG_QUERY,
      state: 'open',
    });
    expect(params.toString()).toBe('system=02&state=open');
  });

  it('leaves the times out when the range is no longer custom', () => {
    const query = { ...read('range=custom&from=2026-07-01T08:00'), range: '30d' as const };
    expect(writeLogQuery(new URLSearchParams(), query).toString()).toBe('range=30d');
  });
});

describe('the request made of it', () => {
  it('sends the range alone by default', () => {
    expect(toCallLogFilter(DEFAULT_LOG_QUERY)).toEqual({ range: '24h' });
    expect(toCallLogSort(DEFAULT_LOG_QUERY.sort)).toEqual({ field: 'opened_at', descending: true });
  });

  it('sends every filter set, durations in seconds and custom times as instants', () => {
    const query = read(
      'range=custom&from=2026-07-01T08:00&sections=1&types=2&sources=3&nodes=4&state=open&q=Bad&min=2&max=10',
    );
    expect(toCallLogFilter(query)).toEqual({
      range: 'custom',
      from: new Date('2026-07-01T08:00').toISOString(),
      section_ids: [1],
      call_type_ids: [2],
      call_source_ids: [3],
      node_ids: [4],
      state: 'open',
      text: 'Bad',
      min_duration: 120,
      max_duration: 600,
    });
  });
});

describe('a click on a column header', () => {
  it.each([
    ['turns the same column round', { field: 'opened_at', descending: true }, 'opened_at', false],
    ['starts a text column A to Z', { field: 'opened_at', descending: true }, 'section_name', false],
    ['starts the duration longest first', { field: 'section_name', descending: false }, 'duration', true],
  ] as const)('%s', (_label, current, field, descending) => {
    expect(nextSort(current, field)).toEqual({ field, descending });
  });
});
