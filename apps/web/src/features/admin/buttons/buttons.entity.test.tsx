import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { buttonEntity } from './buttons.entity';
import { CALL_SOURCE_MOCK, pickOption } from './test/device-mocks';

const ROW = {
  id: 3,
  number: 12,
  type: 'Zugtaster',
  call_source_id: 7,
  call_type_id: 5,
  call_type_presence_id: null,
  display_group_id: null,
  fn_a: 1,
  fn_b: null,
  fn_c: null,
};

function open(url: string) {
  const server = fakeConfigServer(buttonEntity.documents, { one: 'button', many: 'buttons', typename: 'Button' }, [
    ROW,
  ]);
  renderCrud(buttonEntity, { url, mocks: [...server.mocks, CALL_SOURCE_MOCK], appData: { user: { id: 1 } } });
  return server;
}

describe('button declaration', { timeout: 45_000 }, () => {
  it('lists buttons with their call source and call type by name', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Buttons' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Zugtaster', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('101 Zimmer 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Ruf', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a button with its number, type and call source', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Number/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste('5');
    await user.click(screen.getByLabelText('Type', { selector: 'input' }));
    await user.paste(' Ruftaster ');
    await pickOption(user, 'Call source', '102 Zimmer 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          number: 5,
          type: 'Ruftaster',
          call_source_id: 8,
          call_type_id: null,
          call_type_presence_id: null,
          display_group_id: null,
          fn_a: null,
          fn_b: null,
          fn_c: null,
        },
      },
    ]);
  });

  it('asks for the number before asking the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    expect(await screen.findByText('This field is required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });
});
