import { type CallLogRange, DEFAULT_CALL_LOG_RANGE, isCallLogRange } from '@wardlight/domain';
import type { CallLogFilter, CallLogSort } from '../../generated/graphql';

/** The columns the server sorts by (CallLogSort in the SDL). */
export const SORT_FIELDS = [
  'opened_at',
  'closed_at',
  'duration',
  'call_type_text',
  'call_source_text',
  'section_name',
  'device_text_long',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const CALL_STATES = ['all', 'open', 'closed'] as const;
export type CallState = (typeof CALL_STATES)[number];

export interface LogSort {
  field: SortField;
  descending: boolean;
}

/** Everything that decides which calls the log lists and in which order: the address holds all of it. */
export interface LogQuery {
  range: CallLogRange;
  /** With range custom: local wall time as a datetime-local field holds it (`2026-07-01T08:00`). */
  from: string | null;
  to: string | null;
  sections: readonly number[];
  callTypes: readonly number[];
  callSources: readonly number[];
  /** Tree nodes: calls on them or below them. */
  nodes: readonly number[];
  state: CallState;
  text: string;
  /** Whole minutes, inclusive. */
  minMinutes: number | null;
  maxMinutes: number | null;
  sort: LogSort;
}

export const DEFAULT_SORT: LogSort = { field: 'opened_at', descending: true };

export const DEFAULT_LOG_QUERY: LogQuery = {
  range: DEFAULT_CALL_LOG_RANGE,
  from: null,
  to: null,
  sections: [],
  callTypes: [],
  callSources: [],
  nodes: [],
  state: 'all',
  text: '',
  minMinutes: null,
  maxMinutes: null,
  sort: DEFAULT_SORT,
};

/**
 * The address parameters (`/log?range=7d&sections=1,4&q=bad&sort=-duration`). A default is left out,
 * so the plain log is plain `/log`; parameters of others (`system`) are kept as they are.
 */
export const LOG_PARAMS = {
  range: 'range',
  from: 'from',
  to: 'to',
  sections: 'sections',
  callTypes: 'types',
  callSources: 'sources',
  nodes: 'nodes',
  state: 'state',
  text: 'q',
  minMinutes: 'min',
  maxMinutes: 'max',
  sort: 'sort',
} as const;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const ID = /^[1-9]\d*$/;
const MINUTES = /^\d{1,6}$/;

function readIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value.split(',').filter((part) => ID.test(part.trim()));
  return [...new Set(ids.map((part) => Number(part.trim())))];
}

function readMinutes(value: string | null): number | null {
  return value !== null && MINUTES.test(value) ? Number(value) : null;
}

function readLocalTime(value: string | null): string | null {
  return value !== null && LOCAL_TIME.test(value) && !Number.isNaN(new Date(value).getTime()) ? value : null;
}

/** `-duration` is descending, `duration` ascending; anything unknown is the default order. */
function readSort(value: string | null): LogSort {
  if (!value) return DEFAULT_SORT;
  const descending = value.startsWith('-');
  const field = descending ? value.slice(1) : value;
  return (SORT_FIELDS as readonly string[]).includes(field) ? { field: field as SortField, descending } : DEFAULT_SORT;
}

/** The log's query from the address; what cannot be read falls back to its default. */
export function readLogQuery(params: URLSearchParams): LogQuery {
  const range = params.get(LOG_PARAMS.range);
  const state = params.get(LOG_PARAMS.state);
  const custom = range === 'custom';
  return {
    range: isCallLogRange(range) ? range : DEFAULT_CALL_LOG_RANGE,
    from: custom ? readLocalTime(params.get(LOG_PARAMS.from)) : null,
    to: custom ? readLocalTime(params.get(LOG_PARAMS.to)) : null,
    sections: readIds(params.get(LOG_PARAMS.sections)),
    callTypes: readIds(params.get(LOG_PARAMS.callTypes)),
    callSources: readIds(params.get(LOG_PARAMS.callSources)),
    nodes: readIds(params.get(LOG_PARAMS.nodes)),
    state: (CALL_STATES as readonly string[]).includes(state ?? '') ? (state as CallState) : 'all',
    text: (params.get(LOG_PARAMS.text) ?? '').trim(),
    minMinutes: readMinutes(params.get(LOG_PARAMS.minMinutes)),
    maxMinutes: readMinutes(params.get(LOG_PARAMS.maxMinutes)),
    sort: readSort(params.get(LOG_PARAMS.sort)),
  };
}

/** `params` with the log's parameters replaced by `query`'s (defaults left out), others kept. */
export function writeLogQuery(params: URLSearchParams, query: LogQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  const custom = query.range === 'custom';
  put(LOG_PARAMS.range, query.range === DEFAULT_CALL_LOG_RANGE ? null : query.range);
  put(LOG_PARAMS.from, custom ? query.from : null);
  put(LOG_PARAMS.to, custom ? query.to : null);
  put(LOG_PARAMS.sections, query.sections.join(','));
  put(LOG_PARAMS.callTypes, query.callTypes.join(','));
  put(LOG_PARAMS.callSources, query.callSources.join(','));
  put(LOG_PARAMS.nodes, query.nodes.join(','));
  put(LOG_PARAMS.state, query.state === 'all' ? null : query.state);
  put(LOG_PARAMS.text, query.text.trim());
  put(LOG_PARAMS.minMinutes, query.minMinutes === null ? null : String(query.minMinutes));
  put(LOG_PARAMS.maxMinutes, query.maxMinutes === null ? null : String(query.maxMinutes));
  const { field, descending } = query.sort;
  const isDefault = field === DEFAULT_SORT.field && descending === DEFAULT_SORT.descending;
  put(LOG_PARAMS.sort, isDefault ? null : `${descending ? '-' : ''}${field}`);
  return next;
}

/** Whether anything narrows the list beyond the range (the empty state's hint says what to widen). */
export function hasFilters(query: LogQuery): boolean {
  return (
    query.sections.length > 0 ||
    query.callTypes.length > 0 ||
    query.callSources.length > 0 ||
    query.nodes.length > 0 ||
    query.state !== 'all' ||
    query.text !== '' ||
    query.minMinutes !== null ||
    query.maxMinutes !== null
  );
}

/** The same range and order with every other filter cleared. */
export function clearFilters(query: LogQuery): LogQuery {
  return { ...DEFAULT_LOG_QUERY, range: query.range, from: query.from, to: query.to, sort: query.sort };
}

const isoOf = (local: string | null) => (local === null ? null : new Date(local).toISOString());

/**
 * The request's filter. A custom range's times are the browser's wall time (the fields show it); the
 * presets are the server's to place in the system's time zone. Durations go as seconds.
 */
export function toCallLogFilter(query: LogQuery): CallLogFilter {
  const filter: CallLogFilter = { range: query.range };
  if (query.range === 'custom') {
    const from = isoOf(query.from);
    const to = isoOf(query.to);
    if (from) filter.from = from;
    if (to) filter.to = to;
  }
  if (query.sections.length) filter.section_ids = [...query.sections];
  if (query.callTypes.length) filter.call_type_ids = [...query.callTypes];
  if (query.callSources.length) filter.call_source_ids = [...query.callSources];
  if (query.nodes.length) filter.node_ids = [...query.nodes];
  if (query.state !== 'all') filter.state = query.state;
  if (query.text) filter.text = query.text;
  if (query.minMinutes !== null) filter.min_duration = query.minMinutes * 60;
  if (query.maxMinutes !== null) filter.max_duration = query.maxMinutes * 60;
  return filter;
}

export function toCallLogSort(sort: LogSort): CallLogSort {
  return { field: sort.field, descending: sort.descending };
}

/** Texts read best A to Z; times and durations newest or longest first. */
const STARTS_DESCENDING: ReadonlySet<SortField> = new Set(['opened_at', 'closed_at', 'duration']);

/** A click on a column header: the same column turns round, another starts in its natural order. */
export function nextSort(current: LogSort, field: SortField): LogSort {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: STARTS_DESCENDING.has(field) };
}
