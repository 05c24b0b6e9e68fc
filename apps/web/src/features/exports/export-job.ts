import type { ExportJobFieldsFragment } from '../../generated/graphql';

export type ExportJob = ExportJobFieldsFragment;
export type ExportKind = 'calls' | 'system_tree';
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** New or Running (spec part 2 §4): the job may still move. */
export const isActive = (job: Pick<ExportJob, 'state'>) => job.state === 'New' || job.state === 'Running';

/** Numbers as the console writes them (de-CH, docs/architecture.md): 100’000. */
export const NUMBER = new Intl.NumberFormat('de-CH');
