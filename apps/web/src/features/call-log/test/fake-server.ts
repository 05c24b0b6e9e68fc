import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Observer } from 'rxjs';
import type { CallChange } from '../useCallChanges';
import type { FullCall, Row } from './builders';

export interface CallServerOptions {
  calls?: Row[];
  count?: { value: number; exact: boolean };
  /** The call form's calls by id; an id not here answers null. */
  details?: FullCall[];
  /** Requests of CallList that fail, by their order (0 = the first). */
  failingLists?: number[];
  closeFails?: boolean;
  /** A slow search: each CallList request reads at most this many calls (a server's stretch, ADR 0030). */
  searchStretch?: number;
  /** Sorts other than by opened_at are refused with sort_window and this maximum. */
  sortWindow?: number;
  /** The routing explainer's answer by call id (issue 13); an id not here answers null. */
  routing?: Record<number, unknown>;
}

type Variables = Record<string, unknown>;

/** The server's refusal of a sort other than by time over too long a period. */
const sortRefused = (max: number): ApolloLink.Result => ({
  errors: [
    {
      message: 'validation failed',
      extensions: { code: 'VALIDATION_FAILED', validation: true, field: 'sort', key: 'sort_window', data: { max } },
    },
  ],
});

/**
 * The call log's API in memory behind a real Apollo Client: CallList pages on an index cursor, the
 * call form's call and closeCall, the filter choices, and onCallsChanged deliveries the test pushes.
 * Records every request (operation name, variables and when it came).
 */
export function fakeCallServer(options: CallServerOptions = {}) {
  let calls = options.calls ?? [];
  const details = new Map((options.details ?? []).map((c) => [c.id, c]));
  const requests: { name: string; variables: Variables; at: number }[] = [];
  const listeners = new Set<Observer<ApolloLink.Result>>();
  let lists = 0;
  let seq = 0;

  const answer = (name: string, v: Variables): ApolloLink.Result | Error => {
    switch (name) {
      case 'CallList': {
        if (options.failingLists?.includes(lists++)) return new Error('list failed');
        const field = (v.sort as { field?: string } | undefined)?.field;
        if (options.sortWindow && field && field !== 'opened_at') return sortRefused(options.sortWindow);
        // The text filter on the device text, enough for tests to see it applied.
        const text = (v.filter as { text?: string } | undefined)?.text;
        const matches = (c: Row) => !text || c.device_text_long.includes(text);
        const matching = calls.filter(matches);
        const start = typeof v.after === 'string' ? Number(v.after) : 0;
        const first = typeof v.first === 'number' ? v.first : 50;
        const count = v.count
          ? { __typename: 'CallLogCount', ...(options.count ?? { value: matching.length, exact: true }) }
          : null;
        const page = (items: Row[], next: number | null, reached: string | null = null) => ({
          data: {
            calls: { __typename: 'CallLogPage', items, next: next === null ? null : String(next), reached, count },
          },
        });
        if (options.searchStretch) {
          // The cursor is a place among all calls: each request reads a stretch of them.
          const stop = Math.min(start + options.searchStretch, calls.length);
          const items: Row[] = [];
          for (let i = start; i < stop; i++) {
            const call = calls[i] as Row;
            if (matches(call)) items.push(call);
            if (items.length === first) return page(items, i + 1 < calls.length ? i + 1 : null);
          }
          return stop < calls.length ? page(items, stop, calls[stop - 1]?.opened_at ?? null) : page(items, null);
        }
        const end = start + first;
        return page(matching.slice(start, end), end < matching.length ? end : null);
      }
      case 'CallDetail':
        return { data: { call: details.get(v.id as number) ?? null } };
      case 'CallRouting':
        return { data: { callRouting: options.routing?.[v.id as number] ?? null } };
      case 'CallClose': {
        const call = details.get(v.id as number);
        if (options.closeFails || !call) return new Error('close failed');
        const closed: FullCall = {
          ...call,
          is_closed: true,
          closed_at: '2026-07-01T08:05:00.000Z',
          duration: 300,
          actions: [
            ...call.actions,
            {
              __typename: 'CallAction',
              id: 'closed',
              action: 'Closed',
              at: '2026-07-01T08:05:00.000Z',
              after_seconds: 300,
              actor_kind: 'user',
              actor_name: 'admin',
              detail: null,
            } as FullCall['actions'][number],
          ],
        };
        details.set(closed.id, closed);
        return { data: { closeCall: closed } };
      }
      case 'CallLogOptions':
        return {
          data: {
            callLogOptions: {
              __typename: 'CallLogOptions',
              sections: [
                { __typename: 'CallLogSectionOption', id: 1, name: 'Station A' },
                { __typename: 'CallLogSectionOption', id: 2, name: 'Station B' },
              ],
              call_sources: [{ __typename: 'CallLogSourceOption', id: 1, number: 1, text: 'Button' }],
              call_types: [{ __typename: 'CallLogTypeOption', id: 4, name: 'alert', text: 'Alert' }],
            },
          },
        };
      default:
        return new Error(`no fake answer for ${name}`);
    }
  };

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        requests.push({ name, variables: operation.variables, at: Date.now() });
        if (name === 'CallLogChanges') {
          listeners.add(observer);
          return () => listeners.delete(observer);
        }
        const timer = setTimeout(() => {
          const result = answer(name, operation.variables);
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result);
            observer.complete();
          }
        }, 0);
        return () => clearTimeout(timer);
      }),
  );

  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    requests,
    lists: () => requests.filter((r) => r.name === 'CallList'),
    subscribed: () => listeners.size > 0,
    /** What the server now lists (the next CallList answers with it). */
    setCalls(next: Row[]) {
      calls = next;
    },
    /** An onCallsChanged delivery with the next seq. */
    push(change: Partial<CallChange> = {}) {
      seq += 1;
      const data = {
        onCallsChanged: {
          __typename: 'CallsUpdate',
          seq,
          opened: change.opened ?? [],
          updated: change.updated ?? [],
          closed: change.closed ?? [],
        },
      };
      for (const listener of listeners) listener.next({ data });
    },
  };
}
