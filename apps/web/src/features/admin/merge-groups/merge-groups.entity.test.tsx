import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { mergeGroupEntity } from './merge-groups.entity';

function open(url: string) {
  const server = fakeConfigServer(
    mergeGroupEntity.documents,
    { one: 'mergeGroup', many: 'mergeGroups', typename: 'MergeGroup' },
    [{ id: 2, name: 'Flur Ost', rule_set: [1, 2] }],
  );
  renderCrud(mergeGroupEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

describe('merge group declaration', { timeout: 20_000 }, () => {
  it('lists merge groups with the names of their sections', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Merge groups' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Flur Ost', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Pflege 1, Pflege 2', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a merge group of the sections picked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste(' Flur West ');
    await user.click(screen.getByLabelText('Sections', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pflege 2', hidden: true }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([{ data: { name: 'Flur West', rule_set: [2] } }]);
  });

  it('asks for a name before it asks the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    expect(await screen.findByText('This field is required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });
});
