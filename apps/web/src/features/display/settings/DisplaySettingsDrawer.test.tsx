import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../config/test/profile-fixtures';
import {
  choose,
  openDrawer,
  openSettings,
  profilesMock,
  renderDisplay,
  SUPERUSER,
  UI_TIMEOUT,
  where,
} from '../config/test/render-display';
import { relationsMock } from './test/relations';

const WARD = buildProfile({ id: 4, name: 'Ward 4', slug: 'ward-4' });
const STAFF = { user: { id: 8, superuser: false } };

describe('display settings drawer', { timeout: UI_TIMEOUT }, () => {
  it('does not open for visitors', async () => {
    renderDisplay('/display', { mocks: [profilesMock([WARD])] });
    await userEvent.click(await openSettings());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only the address and the picker without the profile permission', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD])], appData: STAFF });
    const drawer = await openDrawer();
    expect(within(drawer).getByLabelText('Address of this display')).toHaveValue(
      'http://localhost:3000/display/ward-4',
    );
    expect(within(drawer).getByLabelText('Display profile', { selector: 'input' })).toHaveValue('Ward 4');
    expect(within(drawer).queryByRole('button', { name: 'Create display profile' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Delete display profile' })).not.toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Font size')).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers create, delete, the options and a tab per system with the permission', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD]), relationsMock()], appData: SUPERUSER });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('button', { name: 'Create display profile' })).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: 'Delete display profile' })).toBeEnabled();
    expect(within(drawer).getByLabelText('Font size', { selector: 'input' })).toHaveValue('Normal');
    expect(within(drawer).getByRole('checkbox', { name: 'Show presences' })).toBeChecked();
    expect(within(drawer).getByRole('tab', { name: 'System 1' })).toBeInTheDocument();
  });

  it('warns that a localhost address works on no wall display', async () => {
    renderDisplay('/display', { mocks: [profilesMock([])], appData: STAFF });
    const drawer = await openDrawer();
    expect(within(drawer).getByRole('note')).toHaveTextContent(/localhost or 127\.0\.0\.x/);
  });

  it('lists none first and forgets the remembered profile when none is chosen', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD])], appData: STAFF });
    await openDrawer();
    await waitFor(() => expect(localStorage.getItem('cs.display_profile')).toBe('ward-4'));
    await userEvent.click(screen.getByLabelText('Display profile', { selector: 'input' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Ward 4']);
    await userEvent.click(screen.getByRole('option', { name: 'None', hidden: true }));
    await waitFor(() => expect(where()).toBe('/display'));
    expect(localStorage.getItem('cs.display_profile')).toBeNull();
    expect(screen.getByTestId('profile')).toHaveTextContent('');
  });

  it('reads the profile list afresh once per opening', async () => {
    let requests = 0;
    const count = () => {
      requests += 1;
      return [WARD];
    };
    renderDisplay('/display', { mocks: [profilesMock(count)], appData: SUPERUSER });
    // Opened while the first read is still under way, the drawer would share it rather than ask again.
    await waitFor(() => expect(requests).toBe(1));
    await openDrawer();
    await waitFor(() => expect(requests).toBe(2));
    await choose('Font size', 'Larger');
    await waitFor(() => expect(where()).toBe('/display?fontsize=larger'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Display settings' })).not.toBeInTheDocument());
    await openDrawer();
    await waitFor(() => expect(requests).toBe(3));
  });

  it('edits the address directly while no profile is chosen', async () => {
    const { router } = renderDisplay('/display?fullscreen=1', { mocks: [profilesMock([])], appData: SUPERUSER });
    await openDrawer();
    await choose('Font size', 'Larger');
    await waitFor(() => expect(where()).toBe('/display?fullscreen=1&fontsize=larger'));
    expect(router.memory.lastAction).toBe('REPLACE');
    expect(screen.getByLabelText('Address of this display')).toHaveValue(
      'http://localhost:3000/display?fullscreen=1&fontsize=larger',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Save once something changed, and asks before closing then', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD]), relationsMock()], appData: SUPERUSER });
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Fullscreen' }));
    expect(within(drawer).getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(within(drawer).getByRole('checkbox', { name: 'Fullscreen' })).toBeChecked();
  });

  it('discards the changes when closing is confirmed', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD]), relationsMock()], appData: SUPERUSER });
    await userEvent.click(within(await openDrawer()).getByRole('checkbox', { name: 'Fullscreen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Display settings' })).not.toBeInTheDocument());
    expect(within(await openDrawer()).getByRole('checkbox', { name: 'Fullscreen' })).not.toBeChecked();
  });

  it('closes at once without changes', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD]), relationsMock()], appData: SUPERUSER });
    await userEvent.click(within(await openDrawer()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Display settings' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });
});
