import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { GlobalSearchDocument } from '../../../generated/graphql';
import { SEARCH_DEBOUNCE_MS, SEARCH_LOADING_DELAY_MS, searchable } from './search-navigation';

/**
 * The search as the popup runs it: 500 ms after typing stops, for more than one character; the
 * spinner only when the answer takes longer than 200 ms, so a quick one does not flicker.
 */
export function useGlobalSearch(query: string) {
  const [settled] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const active = searchable(settled);
  const { data, previousData, loading, error } = useQuery(GlobalSearchDocument, {
    variables: { query: settled },
    skip: !active,
    fetchPolicy: 'network-only',
  });
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SEARCH_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  const groups = active ? ((data ?? previousData)?.search ?? []) : [];
  return {
    settled,
    active,
    groups,
    loading: active && slow,
    failed: active && Boolean(error) && !data,
    /** The search for the settled text came back: "no hits" may be said. */
    answered: active && !loading && Boolean(data) && settled === query.trim(),
  };
}
