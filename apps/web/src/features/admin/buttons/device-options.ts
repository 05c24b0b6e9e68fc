import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ConfigOptionDisplayGroupsDocument, DeviceOptionCallSourcesDocument } from '../../../generated/graphql';
import type { Option } from '../../../ui/crud/field-types';

/** Device numbers (buttons, indicators) and function codes are single bytes on the hardware. */
export const DEVICE_NUMBER = { min: 1, max: 255 };
export const BYTE = { min: 0, max: 255 };

/** Call sources by number and text; cache-first, as the spec loads a form's relations (part 1 §7). */
export function useCallSourceOptions(): Option[] {
  const { data } = useQuery(DeviceOptionCallSourcesDocument, { fetchPolicy: 'cache-first' });
  return (data?.callSources.items ?? []).map((s) => ({ value: s.id, label: `${s.number} ${s.text}`.trim() }));
}

type NamedList = Record<string, { items: readonly { id: number; name: string }[] }>;

function useNamed(document: TypedDocumentNode<NamedList, Record<string, never>>): Option[] {
  const { data } = useQuery(document, { fetchPolicy: 'cache-first' });
  const list = data ? Object.values(data)[0] : undefined;
  return (list?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

/** Real display groups only: a button refers to a stored one, not to the schedule codes 253–255. */
export const useStoredDisplayGroupOptions = () => useNamed(ConfigOptionDisplayGroupsDocument);
