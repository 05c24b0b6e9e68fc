// The queries measured (issue 12's Done-when, and a few more that tell them apart), each a set of the
// `calls` query's arguments, and the check that its answer is the page it should be.
import type { CallLogArgs } from '../../apps/server/src/modules/call-log/call-log.service';

export interface Item {
  id: number;
  section_id: number | null;
  device_text_long: string;
  device_text_short: string;
  call_type_text: string;
  section_name: string;
  position: string | null;
  handled_by_app_username: string | null;
}

export interface PageAnswer {
  items: Item[];
  next: string | null;
  /** Requests a search took (1 for a plain page). */
  requests?: number;
  count: { value: number; exact: boolean } | null;
}

export interface Scenario {
  key: string;
  label: string;
  /** Under the DESIGN §7 budget (p95 ≤ 100 ms). */
  budget: boolean;
  args: CallLogArgs;
  /** Fewer timed runs for a query that reads a large part of the year. */
  runsDivisor?: number;
  /** Seconds a run: timed through the service only (GraphQL adds nothing to learn there). */
  slow?: boolean;
  /**
   * A search: a request answers within its budget (ADR 0030), maybe before its page is full, and the
   * web asks on from `next` until the page is full or the range is searched; a run is all of that.
   */
  search?: boolean;
  check(answer: PageAnswer): string | null;
}

/** The section of the filtered page and the device text searched (a room: its two beds and its bath). */
export const SECTION_ID = 8;
export const TEXT = 'Zimmer 214';
/** Matches nothing: the search reads every call of its window. */
export const TEXT_NOWHERE = 'Zimmer 999';
export const PAGE_SIZE = 50;

const full = (a: PageAnswer) =>
  a.items.length === PAGE_SIZE && a.next ? null : `${a.items.length} items, next ${!!a.next}`;
const matches = (text: string) => (a: PageAnswer) => {
  const t = text.toLowerCase();
  const bad = a.items.find(
    (i) =>
      ![
        i.device_text_long,
        i.device_text_short,
        i.call_type_text,
        i.section_name,
        i.position ?? '',
        i.handled_by_app_username ?? '',
      ]
        .join('\u0000')
        .toLowerCase()
        .includes(t),
  );
  return bad ? `call ${bad.id} does not match "${text}"` : full(a);
};

/** A full page and a count (exact below 10,000: a day of this home's calls is ~9,900). */
const counted = (a: PageAnswer) => (a.count && a.count.value > 0 ? full(a) : `count ${JSON.stringify(a.count)}`);

/**
 * The three budget queries as asked (no count), then as the web's log asks for a first page
 * (useCallLog.ts: the first page with `count: true`), which the budget covers too, then the searches.
 */
export function scenarios(deepCursor: string): Scenario[] {
  const page = (filter: CallLogArgs['filter'], extra: Partial<CallLogArgs> = {}): CallLogArgs => ({
    filter,
    first: PAGE_SIZE,
    ...extra,
  });
  return [
    {
      key: 'first-all',
      label: 'first page, since the beginning',
      budget: true,
      args: page({ range: 'since_beginning' }),
      check: full,
    },
    { key: 'first-30d', label: 'first page, 30 days', budget: true, args: page({ range: '30d' }), check: full },
    {
      key: 'deep',
      label: 'page 1,000 (since the beginning)',
      budget: true,
      args: page({ range: 'since_beginning' }, { after: deepCursor }),
      check: full,
    },
    {
      key: 'section-30d',
      label: `one section, 30 days`,
      budget: true,
      args: page({ range: '30d', section_ids: [SECTION_ID] }),
      check: (a) => a.items.find((i) => i.section_id !== SECTION_ID)?.id.toString() ?? full(a),
    },
    {
      key: 'web-24h',
      label: 'as /log opens: 24 hours, with count',
      budget: true,
      args: page({ range: '24h' }, { count: true }),
      check: counted,
    },
    {
      key: 'web-30d',
      label: '30 days, with count',
      budget: true,
      args: page({ range: '30d' }, { count: true }),
      check: counted,
    },
    {
      key: 'web-section-30d',
      label: 'one section, 30 days, with count',
      budget: true,
      args: page({ range: '30d', section_ids: [SECTION_ID] }, { count: true }),
      check: counted,
    },
    {
      key: 'count',
      label: 'since the beginning, with count (stops at 10,000)',
      budget: true,
      args: page({ range: 'since_beginning' }, { count: true }),
      check: (a) => (a.count?.value === 10_000 && !a.count.exact ? full(a) : `count ${JSON.stringify(a.count)}`),
    },
    {
      key: 'text-all',
      search: true,
      label: `text "${TEXT}", since the beginning`,
      budget: false,
      args: page({ range: 'since_beginning', text: TEXT }),
      check: matches(TEXT),
    },
    {
      key: 'text-30d',
      search: true,
      label: `text "${TEXT}", 30 days`,
      budget: false,
      args: page({ range: '30d', text: TEXT }),
      check: matches(TEXT),
    },
    {
      key: 'text-none-30d',
      search: true,
      label: `text matching nothing, 30 days`,
      budget: false,
      runsDivisor: 5,
      slow: true,
      args: page({ range: '30d', text: TEXT_NOWHERE }),
      check: (a) => (a.items.length === 0 ? null : `${a.items.length} items`),
    },
    {
      key: 'text-none-all',
      search: true,
      label: `text matching nothing, since the beginning`,
      budget: false,
      runsDivisor: 10,
      slow: true,
      args: page({ range: 'since_beginning', text: TEXT_NOWHERE }),
      check: (a) => (a.items.length === 0 ? null : `${a.items.length} items`),
    },
  ];
}
