import { useMutation } from '@apollo/client/react';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallLogFilter, type CallLogSort, ExportCreateDocument } from '../../../generated/graphql';
import { validationIssues } from '../../../ui/graphql-errors';
import { EXPORT_FORMATS, type ExportFormat, type ExportJob, type ExportKind, isActive, NUMBER } from '../export-job';
import { useFollowExport } from '../useFollowExport';
import { ExportProgress } from './ExportProgress';

export interface ExportMenuProps {
  kind: ExportKind;
  /** The call log's filter and sort as the list shows them (calls only; the tree is exported whole). */
  filter?: CallLogFilter | null;
  sort?: CallLogSort | null;
}

/**
 * "Export" with the three formats (spec part 2 §2). The file is made in the background on the server;
 * this shows its progress as onExportChanged reports it, lets the user cancel, and offers the download
 * when it is Complete. More rows than the format allows is refused before anything starts ("maximum
 * rows exceeded", with the limit).
 */
export function ExportMenu({ kind, filter, sort }: ExportMenuProps) {
  const { t } = useTranslation('exports');
  const { t: tv } = useTranslation('validation');
  const [create, { loading }] = useMutation(ExportCreateDocument);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useFollowExport(job, setJob);

  async function start(format: ExportFormat) {
    setProblem(null);
    try {
      const input = kind === 'calls' ? { kind, format, filter, sort } : { kind, format };
      const { data } = await create({ variables: { input } });
      if (data) setJob(data.createExport);
    } catch (error) {
      const issues = validationIssues(error);
      const tooMany = issues.find((i) => i.field === 'rows' && i.key === 'max_count');
      // The log's own rule: a sort other than by time needs a short period (ADR 0030).
      const sortWindow = issues.find((i) => i.field === 'sort' && i.key === 'sort_window');
      const max = (issue: typeof tooMany) => NUMBER.format(Number(issue?.data?.max));
      if (tooMany) setProblem(t('errors.maxRows', { max: max(tooMany), format: t(`menu.formats.${format}`) }));
      else if (sortWindow) setProblem(tv('sort_window', { max: max(sortWindow) }));
      else setProblem(t('errors.startFailed'));
    }
  }

  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={loading} disabled={job !== null && isActive(job)}>
            {t('menu.label')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void start(format)}>
              {t(`menu.formats.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {problem && (
        <Text size="sm" c="red" role="alert" maw={320}>
          {problem}
        </Text>
      )}
      {job && <ExportProgress job={job} onChange={setJob} onDismiss={() => setJob(null)} />}
    </Stack>
  );
}
