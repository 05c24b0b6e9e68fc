import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { ExportChangesDocument } from '../../generated/graphql';
import { type ExportJob, isActive } from './export-job';

/**
 * Follows one job through onExportChanged (the caller's list, at once and on every change) while it
 * may still move; the subscription ends once it is Complete, Failed or Canceled.
 */
export function useFollowExport(job: ExportJob | null, onChange: (job: ExportJob) => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const id = job?.id ?? null;
  useSubscription(ExportChangesDocument, {
    skip: job === null || !isActive(job),
    onData: ({ data }) => {
      const found = data.data?.onExportChanged.find((j) => j.id === id);
      if (found) latest.current(found);
    },
  });
}
