import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { buildSummary, CARE_HOME, fakeTreeList } from '../test/fake-tree';
import { TreeListPage } from './TreeListPage';

const ADMIN = { user: { id: 1, superuser: true } };
const VIEWER = { user: { id: 7, superuser: false, permissions: ['systemtree::use_module'] } };

function open(server = fakeTreeList(), appData = ADMIN, url = '/tree') {
  return renderScreen(<TreeListPage />, { path: '/tree', url, mocks: server.mocks, appData });
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

// The list with its picker renders slowly in jsdom on a shared machine.
describe('the system tree list', { timeout: 20_000 }, () => {
  it('shows the structured tree with battery, state badges and the match count', async () => {
    const server = fakeTreeList();
    open(server);
    expect(await screen.findByText('Medaillon Anna')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Haus Sonnenhof', '1. OG', 'Zimmer 101', 'Medaillon Anna', 'Zimmerterminal 101']);
    expect(server.last()).toEqual({ view: 'structured' });
    const radio = screen.getByRole('row', { name: 'Medaillon Anna' });
    expect(within(radio).getByLabelText('Battery: Replacement recommended')).toHaveTextContent('30 %');
    const terminal = screen.getByRole('row', { name: 'Zimmerterminal 101' });
    expect(within(terminal).getByText('Not reachable')).toBeInTheDocument();
    expect(within(terminal).getByText('Open calls: 1')).toBeInTheDocument();
    expect(within(terminal).getByText('Changed')).toBeInTheDocument();
    expect(screen.getByText('Elements: 5')).toBeInTheDocument();
  });

  it('collapses and expands a branch', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse 1. OG' }));
    expect(rowNames()).toEqual(['Haus Sonnenhof', '1. OG']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand 1. OG' }));
    expect(rowNames()).toHaveLength(5);
  });

  it('asks the server for another view and the filters, and keeps them in the address', async () => {
    const devices = CARE_HOME.filter((i) => i.id >= 4);
    const server = fakeTreeList((filter) => (filter.view === 'devices' ? devices : CARE_HOME));
    const { router } = open(server);
    await screen.findByText('Medaillon Anna');

    await userEvent.click(screen.getByText('Devices'));
    await vi.waitFor(() => expect(rowNames()).toEqual(['Medaillon Anna', 'Zimmerterminal 101']));
    expect(server.last()).toEqual({ view: 'devices' });
    // A flat view says where each device sits.
    expect(screen.getAllByText('Haus Sonnenhof › 1. OG › Zimmer 101')).toHaveLength(2);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Low battery' }));
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'devices', low_battery: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Radio' }));
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'devices', low_battery: true, radio: true }));
    expect(router.state.location.search).toBe('?layout=devices&low_battery=1&radio=1');
  });

  it('starts from the filters in the address and sends the search once typing settles', async () => {
    const server = fakeTreeList();
    open(server, ADMIN, '/tree?layout=devices&inactive=1');
    await screen.findByText('Medaillon Anna');
    expect(server.filters[0]).toEqual({ view: 'devices', inactive: true });
    await userEvent.type(screen.getByRole('textbox', { name: /Search/ }), 'M 1');
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'devices', inactive: true, search: 'M 1' }));
    expect(server.filters.some((f) => f.search === 'M')).toBe(false);
  });

  it('opens the node form of a clicked row, keeping the filters', async () => {
    open(fakeTreeList(), ADMIN, '/tree?radio=1');
    await userEvent.click(await screen.findByText('Medaillon Anna'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/edit/4?radio=1');
  });

  it('dims parents shown only for context', async () => {
    const items = [
      buildSummary({ id: 1, kind: 'building', name: 'Haus', matches: false }),
      buildSummary({ id: 4, kind: 'radio', parent_id: 1, name: 'Funk' }),
    ];
    open(fakeTreeList(() => items));
    expect(await screen.findByText('Funk')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Haus' })).toHaveStyle({ opacity: '0.55' });
    expect(screen.getByText('Elements: 1')).toBeInTheDocument();
  });

  it('says when the tree is empty', async () => {
    open(fakeTreeList(() => []));
    expect(await screen.findByText('The system tree has no elements yet.')).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    open(
      fakeTreeList(() => []),
      ADMIN,
      '/tree?not_reachable=1',
    );
    expect(await screen.findByText('No element matches the filters.')).toBeInTheDocument();
  });

  it('offers a retry after a failed load', async () => {
    let fail = true;
    open(fakeTreeList(() => (fail ? 'error' : CARE_HOME)));
    expect(await screen.findByText('The system overview could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Medaillon Anna')).toBeInTheDocument();
  });

  it('offers New and Sort only to users who may change the tree', async () => {
    open(fakeTreeList(), VIEWER);
    await screen.findByText('Medaillon Anna');
    expect(screen.queryByRole('button', { name: 'New element' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sort' })).not.toBeInTheDocument();
  });

  it('opens in the first saved view when views are enabled, and switches between them', async () => {
    const views = [
      { id: 4, name: 'Nur Funk', is_system_view: false, filters: [{ key: 'radio', value: '1' }], can_edit: false },
      { id: 5, name: 'Geräte', is_system_view: false, filters: [{ key: 'layout', value: 'devices' }], can_edit: false },
    ];
    const server = fakeTreeList(() => CARE_HOME, views);
    open(server, VIEWER);
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'structured', radio: true }), { timeout: 10_000 });
    const picker = await screen.findByLabelText('Saved view', { selector: 'input' });
    await vi.waitFor(() => expect(picker).toHaveValue('Nur Funk'), { timeout: 10_000 });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Geräte', hidden: true }));
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'devices' }), { timeout: 10_000 });
    // A reader of views is offered no way to save or change them.
    expect(screen.queryByRole('button', { name: 'Save as view' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit view' })).not.toBeInTheDocument();
  });

  it('applies the filters of a view named by a deep link', async () => {
    const views = [
      { id: 0, name: '', is_system_view: true, filters: [], can_edit: false },
      { id: 9, name: 'Schwach', is_system_view: false, filters: [{ key: 'low_battery', value: '1' }], can_edit: true },
    ];
    const server = fakeTreeList(() => CARE_HOME, views);
    open(server, ADMIN, '/tree?view=9');
    await vi.waitFor(() => expect(server.last()).toEqual({ view: 'structured', low_battery: true }), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('button', { name: 'Edit view' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as view' })).toBeInTheDocument();
  });
});
