import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallSourceGroupCallSourcesDocument } from '../../../generated/graphql';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { callSourceGroupEntity } from './call-source-groups.entity';

const CALL_SOURCES = {
  request: { query: CallSourceGroupCallSourcesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      callSources: {
        __typename: 'CallSourceList',
        items: [
          { __typename: 'CallSource', id: 21, number: 1, text: 'Zimmer' },
          { __typename: 'CallSource', id: 22, number: 2, text: 'Bad' },
        ],
      },
    },
  },
};

function open(url: string) {
  const server = fakeConfigServer(
    callSourceGroupEntity.documents,
    { one: 'callSourceGroup', many: 'callSourceGroups', typename: 'CallSourceGroup' },
    [{ id: 5, name: 'Nachtwache', call_source_ids: [21], timeout_minutes: 30 }],
  );
  renderCrud(callSourceGroupEntity, { url, mocks: [...server.mocks, CALL_SOURCES], appData: { user: { id: 1 } } });
  return server;
}

describe('call source group declaration', { timeout: 20_000 }, () => {
  it('lists call source groups', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Call source groups' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Nachtwache', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
  });

  it('creates a group of call sources picked from the system with a timeout', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste('Tagdienst');
    await user.click(screen.getByLabelText('Call sources', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '2 Bad', hidden: true }, { timeout: 5000 }));
    await user.click(screen.getByLabelText(/^Timeout in minutes/));
    await user.paste('90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      { data: { name: 'Tagdienst', call_source_ids: [22], timeout_minutes: 90 } },
    ]);
  });

  it('opens a group with its call sources', async () => {
    open('/things/edit/5');
    expect(await screen.findByDisplayValue('Nachtwache', {}, { timeout: 5000 })).toBeInTheDocument();
    // The pill of the stored call source, named as the options name it.
    expect(
      await screen.findByText('1 Zimmer', { selector: '.mantine-Pill-label' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
