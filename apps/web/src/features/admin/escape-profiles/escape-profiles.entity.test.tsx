import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { escapeProfileEntity } from './escape-profiles.entity';

function open(url: string, appData: Parameters<typeof renderCrud>[1]['appData'] = { user: { id: 1 } }) {
  const server = fakeConfigServer(
    escapeProfileEntity.documents,
    { one: 'escapeProfile', many: 'escapeProfiles', typename: 'EscapeProfile' },
    [{ id: 7, name: 'Haus A', rule_set: [3, 12] }],
  );
  renderCrud(escapeProfileEntity, { url, mocks: server.mocks, appData });
  return server;
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, numbers: string) {
  await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
  await user.paste(name);
  await user.type(screen.getByLabelText('Forbidden checkpoints', { selector: 'input' }), numbers);
}

describe('escape profile declaration', { timeout: 45_000 }, () => {
  it('lists escape profiles with their forbidden checkpoints', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Escape profiles' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('3, 12', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a profile with its checkpoints as numbers, without repeats', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await fill(user, 'Haus B', '40,7,40,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([{ data: { name: 'Haus B', rule_set: [40, 7] } }]);
  });

  it('refuses a checkpoint outside 1 to 65535 before asking the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await fill(user, 'Haus B', '5,70000,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 1 and 65535.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });

  it('is read-only without admin::manage_escape_profiles', async () => {
    open('/things/edit/7', { user: { id: 2, superuser: false, permissions: ['admin::use_module'] } });
    expect(
      await screen.findByText('You may view this entry but not change it.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
