import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LogEntriesDocument, type LogEntriesQuery } from '../../../generated/graphql';

export type LogLine = LogEntriesQuery['logEntries']['entries'][number];

/** Entries the page keeps while following: the oldest go. */
export const SHOWN = 500;
/** How often a followed file is asked for what was written since (ADR 0041). */
export const FOLLOW_MS = 2000;

interface Query {
  file: string | null;
  level: string | null;
  text: string;
  follow: boolean;
}

/**
 * The newest entries of a file under the filters, and, while following, what the server wrote since —
 * asked every two seconds from the byte offset where the last read ended.
 */
export function useLogFollow(q: Query) {
  const client = useApolloClient();
  const [entries, setEntries] = useState<LogLine[]>([]);
  const [file, setFile] = useState<string | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const cursor = useRef<{ file: string | null; end: number } | null>(null);
  const generation = useRef(0);

  const read = useCallback(
    (after: number | null) =>
      client.query({
        query: LogEntriesDocument,
        variables: { file: q.file, level: q.level, text: q.text.trim() || null, after, limit: SHOWN },
        fetchPolicy: 'no-cache',
      }),
    [client, q.file, q.level, q.text],
  );

  // A new file or filter: the newest entries again.
  useEffect(() => {
    const mine = ++generation.current;
    setLoading(true);
    read(null)
      .then(({ data }) => {
        if (mine !== generation.current || !data) return;
        setEntries(data.logEntries.entries);
        setFile(data.logEntries.file);
        setTruncated(data.logEntries.truncated);
        cursor.current = { file: data.logEntries.file, end: data.logEntries.end_offset };
        setFailed(false);
      })
      .catch(() => mine === generation.current && setFailed(true))
      .finally(() => mine === generation.current && setLoading(false));
  }, [read]);

  // Following: what was written since, appended.
  useEffect(() => {
    if (!q.follow) return;
    const mine = generation.current;
    let busy = false;
    const timer = setInterval(() => {
      const at = cursor.current;
      if (busy || !at || mine !== generation.current) return;
      busy = true;
      read(at.end)
        .then(({ data }) => {
          if (mine !== generation.current || !data) return;
          const page = data.logEntries;
          cursor.current = { file: page.file, end: page.end_offset };
          if (page.entries.length) setEntries((old) => [...old, ...page.entries].slice(-SHOWN));
          setFailed(false);
        })
        .catch(() => setFailed(true))
        .finally(() => {
          busy = false;
        });
    }, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [q.follow, read]);

  return { entries, file, truncated, failed, loading };
}
