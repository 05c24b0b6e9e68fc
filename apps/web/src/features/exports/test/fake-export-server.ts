import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable, type Observer } from 'rxjs';
import type { ExportJob } from '../export-job';

type Variables = Record<string, unknown>;

/** A job as the server shows it; `over` sets what differs. */
export function buildJob(over: Partial<ExportJob> = {}): ExportJob & { __typename: 'ExportJob' } {
  return {
    __typename: 'ExportJob',
    id: 5,
    kind: 'calls',
    format: 'pdf',
    state: 'New',
    rows_total: 1200,
    rows_done: 0,
    progress: 0,
    file_name: 'calls-2026-11-26.pdf',
    error: null,
    download_url: null,
    ...over,
  };
}

/**
 * The export API in memory behind a real Apollo Client: createExport answers with `created` (or the
 * row limit's validation error), cancelExport with the job Canceled, and onExportChanged delivers the
 * lists the test pushes. Records every request.
 */
export function fakeExportServer(options: { created?: ExportJob; maxRows?: number } = {}) {
  const requests: { name: string; variables: Variables }[] = [];
  const listeners = new Set<Observer<ApolloLink.Result>>();

  const answer = (name: string, v: Variables): ApolloLink.Result => {
    if (name === 'ExportCreate') {
      if (options.maxRows !== undefined)
        return {
          data: null,
          errors: [
            {
              message: 'validation failed',
              extensions: {
                code: 'VALIDATION_FAILED',
                validation: true,
                field: 'rows',
                key: 'max_count',
                data: { max: options.maxRows },
              },
            },
          ],
        } as unknown as ApolloLink.Result;
      return { data: { createExport: options.created ?? buildJob() } };
    }
    if (name === 'ExportCancel') return { data: { cancelExport: buildJob({ id: v.id as number, state: 'Canceled' }) } };
    return { errors: [{ message: `no fake answer for ${name}` }] } as unknown as ApolloLink.Result;
  };

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        requests.push({ name, variables: operation.variables });
        if (name === 'ExportChanges') {
          listeners.add(observer);
          return () => listeners.delete(observer);
        }
        const timer = setTimeout(() => {
          observer.next(answer(name, operation.variables));
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );

  return {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
    requests,
    subscribed: () => listeners.size > 0,
    /** onExportChanged delivers the caller's list. */
    push(jobs: ExportJob[]) {
      for (const listener of listeners) listener.next({ data: { onExportChanged: jobs } });
    },
  };
}
