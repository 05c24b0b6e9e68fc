import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { Operation, RequestFailed, Transport } from './transport';

export const TransportContext = createContext<Transport | null>(null);

export function useTransport(): Transport {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useTransport outside the app providers');
  return transport;
}

export interface QueryState<R> {
  data: R | null;
  error: RequestFailed | null;
  /** Until the first answer; a refetch does not bring it back (what is shown stays meanwhile). */
  loading: boolean;
  /** Asks again; resolves with the data (or null on failure, which `error` then holds). */
  refetch: () => Promise<R | null>;
}

export interface QueryOptions {
  /** The system asked, when it is not the page's context. */
  system?: number;
  skip?: boolean;
}

/**
 * A query over the plain transport, never cached: asked on mount and whenever its variables (compared
 * as JSON) or system change. A failed refetch keeps the last data beside the error; an answer that a
 * newer request overtook is dropped.
 */
export function useTransportQuery<R, V>(
  operation: Operation<R, V>,
  variables?: V,
  { system, skip = false }: QueryOptions = {},
): QueryState<R> {
  const transport = useTransport();
  const key = JSON.stringify(variables ?? null);
  const [state, setState] = useState<Omit<QueryState<R>, 'refetch'>>({ data: null, error: null, loading: !skip });
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = useCallback(async (): Promise<R | null> => {
    const ticket = ++latest.current;
    const reply = await transport.execute(
      operation,
      JSON.parse(key) as V | undefined,
      system === undefined ? {} : { system },
    );
    if (!mounted.current || ticket !== latest.current) return reply.data;
    setState((s) => ({ data: reply.data ?? s.data, error: reply.error, loading: false }));
    return reply.error ? null : reply.data;
  }, [transport, operation, key, system]);

  useEffect(() => {
    mounted.current = true;
    if (!skip) void run();
  }, [run, skip]);

  return { ...state, refetch: run };
}
