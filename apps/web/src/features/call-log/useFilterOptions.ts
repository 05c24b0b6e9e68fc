import { useQuery } from '@apollo/client/react';
import { hasAnyPermission } from '@wardlight/domain';
import { useSession } from '../../app/session/session-context';
import { CallLogOptionsDocument } from '../../generated/graphql';

export interface FilterOption {
  value: string;
  label: string;
}

const sorted = (options: FilterOption[]) => options.sort((a, b) => a.label.localeCompare(b.label));

/**
 * The choices of the log's filters (callLogOptions: a user restricted to call source groups is offered
 * only their sources). Devices are picked from the tree, for those who may read it.
 */
export function useFilterOptions() {
  const { principal } = useSession().situation;
  const { data } = useQuery(CallLogOptionsDocument, { fetchPolicy: 'cache-first' });
  const options = data?.callLogOptions;
  return {
    sections: sorted((options?.sections ?? []).map((s) => ({ value: String(s.id), label: s.name }))),
    callTypes: sorted((options?.call_types ?? []).map((t) => ({ value: String(t.id), label: t.text || t.name }))),
    callSources: sorted(
      (options?.call_sources ?? []).map((s) => ({ value: String(s.id), label: `${s.number} ${s.text}`.trim() })),
    ),
    mayPickNodes: hasAnyPermission(principal, ['systemtree::use_module', 'admin::manage_system']),
  };
}
