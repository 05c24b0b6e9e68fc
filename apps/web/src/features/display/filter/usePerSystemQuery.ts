import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { systemContext } from '../live/system-context';

export interface SystemResult<T> {
  data: T | null;
  error: Error | null;
  loading: boolean;
}

/** The display's per-system queries take no variables: the system travels as context. */
type NoVariables<T> = TypedDocumentNode<T, Record<string, never>>;
type ByDocument<T> = ReadonlyMap<number, SystemResult<T>>;

async function fetchFor<T>(client: ApolloClient, query: NoVariables<T>, systemId: number) {
  try {
    const { data } = await client.query({ query, fetchPolicy: 'no-cache', context: systemContext(systemId) });
    return { data: data ?? null, error: null };
  } catch (error) {
    console.error('display query failed', systemId, error);
    return { data: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * One query per system shown, each with that system as context and never cached (spec part 2 §7).
 * A new `refreshKey` asks again; what was shown stays until the answer comes.
 */
export function usePerSystemQuery<T>(
  query: NoVariables<T>,
  systemIds: readonly number[],
  refreshKey: number,
): ByDocument<T> {
  const client = useApolloClient();
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
    for (const id of ids) {
      void fetchFor(client, query, id).then((answer) => {
        if (!current) return;
        setResults((previous) => {
          const next = new Map(previous);
          // A failed refresh keeps the last good answer; the error is reported beside it.
          next.set(id, { data: answer.data ?? previous.get(id)?.data ?? null, error: answer.error, loading: false });
          return next;
        });
      });
    }
    return () => {
      current = false;
    };
  }, [client, query, systemsKey, refreshKey]);

  return results;
}
