import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogDownloadDocument, LogFilesDocument } from '../../../generated/graphql';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { formatDateTime } from '../../../ui/time/date-format';
import { saveText } from '../audit/save-text';
import { type LogLine, useLogFollow } from './useLogFollow';

const LEVELS = ['debug', 'info', 'warn', 'error', 'fatal'] as const;
const COLOR: Record<string, string> = {
  trace: 'gray',
  debug: 'gray',
  info: 'blue',
  warn: 'yellow',
  error: 'red',
  fatal: 'red',
};

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Entries({ entries }: { entries: readonly LogLine[] }) {
  const { t } = useTranslation('ldapLogs');
  return (
    <Table aria-label={t('logs.table.title')} striped fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={170}>{t('logs.table.time')}</Table.Th>
          <Table.Th w={80}>{t('logs.table.level')}</Table.Th>
          <Table.Th>{t('logs.table.message')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.offset} data-level={e.level}>
            <Table.Td>{e.time ? formatDateTime(e.time) : ''}</Table.Td>
            <Table.Td>
              <Badge color={COLOR[e.level] ?? 'gray'} variant="light">
                {t(`logs.levels.${e.level}`, { defaultValue: e.level })}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{e.msg}</Text>
              {e.detail && (
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {e.detail}
                </Code>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * `/admin/logs` (spec part 1 §2 logs; issue 16 item 7): the server's log files with a least level and a
 * text filter, following the file live, and its download.
 */
export function LogsPage() {
  const { t } = useTranslation('ldapLogs');
  const client = useApolloClient();
  const files = useQuery(LogFilesDocument, { fetchPolicy: 'cache-and-network' });
  const [file, setFile] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 400);
  const [follow, setFollow] = useState(true);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const view = useLogFollow({ file, level, text: debounced, follow });
  const list = files.data?.logFiles ?? [];
  const shown = file ?? view.file;

  const download = async () => {
    if (!shown) return;
    setDownloadFailed(false);
    try {
      const { data } = await client.query({
        query: LogDownloadDocument,
        variables: { name: shown },
        fetchPolicy: 'no-cache',
      });
      if (data) saveText(data.downloadLogFile.name, data.downloadLogFile.content, 'text/plain');
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <PageScaffold
      title={t('logs.title')}
      subtitle={t('logs.subtitle')}
      actions={
        <Button variant="default" disabled={!shown} onClick={() => void download()}>
          {t('logs.download')}
        </Button>
      }
    >
      <Stack>
        <Group align="flex-end">
          <Select
            label={t('logs.file')}
            data={list.map((f) => ({
              value: f.name,
              label: `${f.name} (${sizeText(f.size)}${f.current ? `, ${t('logs.current')}` : ''})`,
            }))}
            value={shown}
            onChange={setFile}
            allowDeselect={false}
            w={360}
          />
          <Select
            label={t('logs.level')}
            data={LEVELS.map((l) => ({ value: l, label: t(`logs.levelAtLeast.${l}`) }))}
            value={level}
            onChange={setLevel}
            placeholder={t('logs.allLevels')}
            clearable
            w={200}
          />
          <TextInput
            label={t('logs.text')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={260}
          />
          <Switch
            label={t('logs.follow')}
            checked={follow}
            onChange={(event) => setFollow(event.currentTarget.checked)}
            mb={8}
          />
          {view.loading && <Loader size="sm" aria-label={t('logs.loading')} mb={8} />}
        </Group>
        {downloadFailed && <Alert color="red">{t('logs.downloadFailed')}</Alert>}
        {view.failed && <Alert color="red">{t('logs.loadFailed')}</Alert>}
        {!view.loading && !view.file && !view.failed && <Alert color="gray">{t('logs.noFiles')}</Alert>}
        {view.truncated && (
          <Text size="sm" c="dimmed">
            {t('logs.truncated')}
          </Text>
        )}
        {view.file && !view.loading && view.entries.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('logs.empty')}
          </Text>
        )}
        {view.entries.length > 0 && <Entries entries={view.entries} />}
      </Stack>
    </PageScaffold>
  );
}
