import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { CALL_SOURCE_MOCK, pickOption } from '../buttons/test/device-mocks';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { indicatorEntity } from './indicators.entity';

const ROW = {
  id: 4,
  number: 21,
  call_source_id: 7,
  linked_call_source_id: null,
  call_type_ids: [5, 6],
  fn_a: 1,
  fn_b: 255,
};

function open(url: string) {
  const server = fakeConfigServer(
    indicatorEntity.documents,
    { one: 'indicator', many: 'indicators', typename: 'Indicator' },
    [ROW],
  );
  renderCrud(indicatorEntity, { url, mocks: [...server.mocks, CALL_SOURCE_MOCK], appData: { user: { id: 1 } } });
  return server;
}

describe('indicator declaration', { timeout: 45_000 }, () => {
  it('lists indicators with their call source', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Indicators' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('101 Zimmer 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('21')).toBeInTheDocument();
  });

  it('creates an indicator with its call types, the functions defaulting to none (255)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Number/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste('3');
    await pickOption(user, 'Call source', '101 Zimmer 1');
    await pickOption(user, 'Call types', 'Notruf');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          number: 3,
          call_source_id: 7,
          linked_call_source_id: null,
          call_type_ids: [6],
          fn_a: 255,
          fn_b: 255,
        },
      },
    ]);
  });
});
