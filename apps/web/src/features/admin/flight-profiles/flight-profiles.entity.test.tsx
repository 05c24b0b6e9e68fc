import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { flightProfileEntity } from './flight-profiles.entity';

function open(url: string) {
  const server = fakeConfigServer(
    flightProfileEntity.documents,
    { one: 'flightProfile', many: 'flightProfiles', typename: 'FlightProfile' },
    [{ id: 7, name: 'Demenz', checkpoints: [3, 12] }],
  );
  renderCrud(flightProfileEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, checkpoints: string) {
  await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
  await user.paste(name);
  await user.type(screen.getByLabelText('Checkpoints', { selector: 'input' }), checkpoints);
}

describe('flight profile declaration', { timeout: 20_000 }, () => {
  it('lists flight profiles with their checkpoints', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Flight profiles' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('3, 12', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a profile with its checkpoints as numbers, without repeats', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await fill(user, 'Haus B', '40,7,40,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([{ data: { name: 'Haus B', checkpoints: [40, 7] } }]);
  });

  it('refuses a checkpoint outside 1 to 65535 before asking the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await fill(user, 'Haus B', '5,70000,');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 1 and 65535.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });
});
