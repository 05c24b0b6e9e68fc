import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogEntriesDocument, LogFilesDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { LogsPage } from './LogsPage';

const FILE = 'wardlight.2026-11-27.1.log';
const entry = (offset: number, level: string, msg: string) => ({
  __typename: 'LogEntry' as const,
  offset,
  time: '2026-11-27T07:00:00.000Z',
  level,
  msg,
  detail: null,
});

function open() {
  const asked: Record<string, unknown>[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: LogFilesDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          logFiles: [
            { __typename: 'LogFile', name: FILE, size: 2048, modified_at: '2026-11-27T07:00:00.000Z', current: true },
          ],
        },
      },
    },
    {
      request: { query: LogEntriesDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Record<string, unknown>) => {
        asked.push(variables);
        const following = typeof variables.after === 'number';
        const entries = following
          ? [entry(300, 'info', 'call 17 acknowledged')]
          : variables.level === 'error'
            ? [entry(200, 'error', 'mail server failed')]
            : [entry(0, 'info', 'configurator link up'), entry(200, 'error', 'mail server failed')];
        return {
          data: {
            logEntries: {
              __typename: 'LogPage',
              file: FILE,
              end_offset: following ? 400 : 300,
              truncated: false,
              entries: following && variables.after === 400 ? [] : entries,
            },
          },
        };
      },
    },
  ];
  renderScreen(<LogsPage />, { path: '/admin/logs', mocks, appData: { user: { id: 1 } } });
  return asked;
}

describe('the logs page', () => {
  it('shows the current file’s newest entries and follows what is written since', async () => {
    const asked = open();
    const table = await screen.findByRole('table', { name: 'Log entries' }, { timeout: 5000 });
    expect(within(table).getByText('configurator link up')).toBeInTheDocument();
    expect(within(table).getByText('mail server failed')).toBeInTheDocument();
    // Following is on: the next read starts where the first ended.
    expect(await screen.findByText('call 17 acknowledged', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toContainEqual(expect.objectContaining({ after: 300 }));
  });

  it('asks again with the least level chosen', async () => {
    const asked = open();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('table', { name: 'Log entries' }, { timeout: 5000 });
    await user.click(screen.getByLabelText('Follow live'));
    await user.click(screen.getByLabelText('Level', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Error and above', hidden: true }, { timeout: 5000 }));
    await expect.poll(() => screen.queryByText('configurator link up'), { timeout: 5000 }).toBeNull();
    expect(asked).toContainEqual(expect.objectContaining({ level: 'error', after: null }));
  });
});
