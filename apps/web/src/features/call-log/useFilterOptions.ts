import { skipToken, useQuery } from '@apollo/client/react';
import { hasAnyPermission } from '@wardlight/domain';
import { useRef } from 'react';
import { useSession } from '../../app/session/session-context';
import { CallLogCallTypesDocument, CallLogTreeOptionsDocument } from '../../generated/graphql';

export interface FilterOption {
  value: string;
  label: string;
}

interface Row {
  section_id: number | null;
  section_name: string;
  call_source_id: number | null;
  call_source_text: string;
}

const sorted = (options: FilterOption[]) => options.sort((a, b) => a.label.localeCompare(b.label));
const optionsOf = (seen: ReadonlyMap<number, string>) =>
  sorted([...seen].map(([id, label]) => ({ value: String(id), label: label || String(id) })));

/**
 * The choices of the log's filters. Call types come from the display's relations, which every console
 * may read. Sections and call sources are the tree's choices (systemtree::use_module or
 * admin::manage_system); a user with the call log alone picks from those the calls listed so far have
 * named, as the API has no list of them for that user. Devices: the tree, for who may read it.
 */
export function useFilterOptions(rows: readonly Row[] | null) {
  const { principal } = useSession().situation;
  const mayReadTree = hasAnyPermission(principal, ['systemtree::use_module', 'admin::manage_system']);
  const types = useQuery(CallLogCallTypesDocument, { fetchPolicy: 'cache-first' });
  const tree = useQuery(CallLogTreeOptionsDocument, mayReadTree ? { fetchPolicy: 'cache-first' } : skipToken);

  // Kept across queries: a section picked must stay a choice when the list narrows to it.
  const seen = useRef({ sections: new Map<number, string>(), sources: new Map<number, string>() }).current;
  for (const row of rows ?? []) {
    if (row.section_id !== null) seen.sections.set(row.section_id, row.section_name);
    if (row.call_source_id !== null) seen.sources.set(row.call_source_id, row.call_source_text);
  }

  const options = tree.data?.systemTreeNodeOptions;
  return {
    callTypes: sorted(
      (types.data?.callDisplayRelations.callTypes ?? []).map((type) => ({
        value: String(type.id),
        label: type.text || type.name,
      })),
    ),
    sections: options
      ? sorted(options.sections.map((s) => ({ value: String(s.id), label: s.name })))
      : optionsOf(seen.sections),
    callSources: options
      ? sorted(options.call_sources.map((s) => ({ value: String(s.id), label: `${s.number} ${s.text}`.trim() })))
      : optionsOf(seen.sources),
    mayPickNodes: mayReadTree,
  };
}
