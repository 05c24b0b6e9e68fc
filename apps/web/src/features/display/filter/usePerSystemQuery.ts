import { useEffect, useState } from 'react';
import type { Operation, Transport } from '../../../app/connection/transport';
import { useTransport } from '../../../app/connection/transport-context';
import { FEED_RETRY_MS } from '../calls/calls-feed';

export interface SystemResult<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
}

/** The display's per-system queries take no variables: the system travels as context. */
type NoVariables<T> = Operation<T, Record<string, never>>;
type ByDocument<T> = ReadonlyMap<number, SystemResult<T>>;

async function fetchFor<T>(transport: Transport, query: NoVariables<T>, systemId: number) {
  try {
    return { data: await transport.request(query, {}, { system: systemId }), error: null };
  } catch (error) {
    console.error('display query failed', systemId, error);
    return { data: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * One query per system shown, each with that system as context and never cached (spec part 2 §7).
 * A new `refreshKey` asks again; what was shown stays until the answer comes. A failed answer is
 * asked for again every 5 s: a wall runs unattended, and nobody would press a retry button.
 */
export function usePerSystemQuery<T>(
  query: NoVariables<T>,
  systemIds: readonly number[],
  refreshKey: number,
  retryMs = FEED_RETRY_MS,
): ByDocument<T> {
  const transport = useTransport();
  const [results, setResults] = useState<ByDocument<T>>(new Map());
  const systemsKey = systemIds.join(',');

  useEffect(() => {
    let current = true;
    const ids = systemsKey ? systemsKey.split(',').map(Number) : [];
    setResults(
      (previous) => new Map(ids.map((id) => [id, { data: null, error: null, ...previous.get(id), loading: true }])),
    );
    // Read only to ask again: a system message said the data changed.
    void refreshKey;
    const retries = new Set<ReturnType<typeof setTimeout>>();
    const load = (id: number) => {
      void fetchFor(transport, query, id).then((answer) => {
        if (!current) return;
        setResults((previous) => {
          const next = new Map(previous);
          // A failed refresh keeps the last good answer; the error is reported beside it.
          next.set(id, { data: answer.data ?? previous.get(id)?.data ?? null, error: answer.error, loading: false });
          return next;
        });
        if (answer.error) {
          const timer = setTimeout(() => {
            retries.delete(timer);
            load(id);
          }, retryMs);
          retries.add(timer);
        }
      });
    };
    for (const id of ids) load(id);
    return () => {
      current = false;
      for (const timer of retries) clearTimeout(timer);
    };
  }, [transport, query, systemsKey, refreshKey, retryMs]);

  return results;
}
