import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { AppConnectionListPage } from './app-connection-screens';
import { appConnectionEntity } from './app-connections.entity';

// Sections 1 "Pflege 1" and 2 "Pflege 2", display group 4 "Stationszimmer", schedule 3 (OPTION_MOCKS).
const base = {
  section_display_group_id: null,
  tree_display_group_id: null,
  weekday_schedule_id: null,
  weekend_schedule_id: null,
  slots: [],
};
const ROWS = [
  { ...base, id: 7, name: 'Nacht EG', is_enabled: true, section_ids: [1], section_display_group_id: 4 },
  { ...base, id: 8, name: 'Wochenende', is_enabled: false, section_ids: [1, 2] },
];

const fake = () =>
  fakeConfigServer(
    appConnectionEntity.documents,
    { one: 'appConnection', many: 'appConnections', typename: 'AppConnection' },
    ROWS,
  );

function open(url: string) {
  const server = fake();
  renderCrud(appConnectionEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

/** The page as its route shows it: the kit's list with the matrix under it. */
function openPage() {
  const server = fake();
  renderScreen(<AppConnectionListPage />, {
    url: '/things',
    path: '/things/*',
    mocks: server.mocks,
    appData: { user: { id: 1 } },
  });
}

const SLOW = { timeout: 5000 };
const typing = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('app display-group connections', { timeout: 30_000 }, () => {
  it('lists the connections and shows which covers which section in the matrix, active ones marked', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'Display group connections' }, SLOW)).toBeInTheDocument();
    const matrix = await screen.findByRole('table', { name: /Which connection covers which sections/ }, SLOW);
    const first = within(matrix).getByRole('row', { name: /^Pflege 1/ });
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Covered')).toBeInTheDocument();
    const second = within(matrix).getByRole('row', { name: /^Pflege 2/ });
    expect(within(second).queryByText('Active')).toBeNull();
    expect(within(second).getByText('Covered')).toBeInTheDocument();
  });

  it('keeps an active connection read-only but for its switch', async () => {
    const user = typing();
    const server = open('/things/edit/7');
    const name = await screen.findByDisplayValue('Nacht EG', {}, SLOW);
    expect(name).toHaveAttribute('readonly');
    const enabled = screen.getByRole('checkbox', { name: /^Active/ });
    await user.click(enabled);
    expect(screen.getByDisplayValue('Nacht EG')).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('update')).toMatchObject([{ id: 7, data: { is_enabled: false, section_ids: [1] } }]);
  });

  it('says which connection already covers a section when enabling is refused', async () => {
    const user = typing();
    const server = open('/things/edit/8');
    await screen.findByDisplayValue('Wochenende', {}, SLOW);
    server.refuseNextWrite(
      new GraphQLError('validation failed', {
        extensions: { validation: true, field: 'is_enabled', key: 'connection_active', data: { name: 'Nacht EG' } },
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The connection “Nacht EG” is already active for one of these sections.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('asks for both schedules and the slots once one schedule is chosen', async () => {
    const user = typing();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, SLOW));
    await user.paste('Nacht');
    await user.click(screen.getByLabelText(/^Sections/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pflege 2', hidden: true }, SLOW));
    await user.click(screen.getByLabelText(/^Weekday schedule/, { selector: 'input' }));
    // Each schedule select has its options; the weekday one's come first.
    const weekday = await screen.findAllByRole('option', { name: 'Tag und Nacht', hidden: true }, SLOW);
    await user.click(weekday[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required.', {}, SLOW)).toHaveLength(2);
    expect(server.writes('create')).toEqual([]);
    await user.click(screen.getByLabelText(/^Weekend schedule/, { selector: 'input' }));
    const options = await screen.findAllByRole('option', { name: 'Tag und Nacht', hidden: true }, SLOW);
    await user.click(options.at(-1) as HTMLElement);
    await user.click(screen.getByLabelText(/^Active in the time slots/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Slot 2', hidden: true }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Nacht',
          is_enabled: false,
          section_ids: [2],
          section_display_group_id: null,
          tree_display_group_id: null,
          weekday_schedule_id: 3,
          weekend_schedule_id: 3,
          slots: [2],
        },
      },
    ]);
  });
});
