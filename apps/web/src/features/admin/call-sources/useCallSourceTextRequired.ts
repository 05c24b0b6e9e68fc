import { useQuery } from '@apollo/client/react';
import { GlobalSettingsGetDocument } from '../../../generated/graphql';

/**
 * Whether a call source needs a text: unless the global setting allow_empty_call_source_names says
 * otherwise (spec part 1 §3). Until the settings have loaded the form does not insist; the server does.
 */
export function useCallSourceTextRequired(): boolean {
  const query = useQuery(GlobalSettingsGetDocument, { fetchPolicy: 'cache-and-network' });
  const settings = query.data?.globalSettings;
  return settings ? !settings.allow_empty_call_source_names : false;
}
