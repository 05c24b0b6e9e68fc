import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { buildDetail, fakeNodeServer } from '../test/fake-node';
import { NodeFormPage } from './NodeFormPage';

const ADMIN = { user: { id: 1, superuser: true } };
const TECHNICIAN = {
  user: {
    id: 7,
    superuser: false,
    permissions: ['systemtree::use_module', 'systemtree::manage_devices', 'systemtree::manage_flight_profiles'],
  },
};

function open(server: ReturnType<typeof fakeNodeServer>, appData = ADMIN) {
  return renderScreen(<NodeFormPage />, { path: '/tree/edit/:id?', url: '/tree/edit/4', mocks: server.mocks, appData });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

/** The choices of one select: Mantine keeps every select's list in the page. */
function listOf(input: HTMLElement): HTMLElement {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('no listbox');
  return listbox;
}

async function choose(label: string, option: string) {
  const input = field(label);
  await userEvent.click(input);
  await userEvent.click(await within(listOf(input)).findByRole('option', { name: option, hidden: true }));
}

// The node form renders some fifty inputs: slow in jsdom on a shared machine.
describe('the node form’s schedules, flight profile and reported values', { timeout: 30_000 }, () => {
  it('shows one display-group row per time of the chosen schedule and saves the unused ones as none', async () => {
    const server = fakeNodeServer([buildDetail()]);
    open(server);
    await screen.findByRole('heading', { name: 'Edit Medaillon Anna' });
    expect(screen.queryByLabelText(/^Display group 1/, { selector: 'input' })).not.toBeInTheDocument();

    await choose('Schedule on weekdays', 'Schichten');
    expect(field('Display group 1 \\(from 06:30\\)')).toBeInTheDocument();
    expect(field('Display group 3 \\(from 22:00\\)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Display group 4/, { selector: 'input' })).not.toBeInTheDocument();
    await choose('Display group 1 \\(from 06:30\\)', 'Nachtwache');
    await choose('Display group 2 \\(from 14:30\\)', 'All (254)');
    await choose('Schedule at the weekend', 'All day (20)');
    expect(field('Display group \\(all day\\)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]?.data).toMatchObject({
      weekday_schedule_id: 2,
      weekday_display_group_1_id: 4,
      weekday_display_group_2_id: 254,
      weekday_display_group_3_id: null,
      weekday_display_group_4_id: 255,
      weekend_schedule_id: 20,
      weekend_display_group_2_id: 255,
    });
  });

  it('picks the flight profile from a list', async () => {
    const server = fakeNodeServer([buildDetail()]);
    open(server);
    await screen.findByRole('heading', { name: 'Edit Medaillon Anna' });
    await choose('Flight profile', 'Ausgang Nord');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]?.data).toMatchObject({ flight_profile_id: 6 });
  });

  it('links to the flight profile form for holders of admin::manage_flightprofiles', async () => {
    open(fakeNodeServer([buildDetail({}, { flight_profile_id: 6 })]));
    await screen.findByRole('heading', { name: 'Edit Medaillon Anna' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit flight profile' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/edit/4/flightprofiles/6');
  });

  it('offers the display group override only with its permission, and no profile form without admin rights', async () => {
    const server = fakeNodeServer([buildDetail()]);
    open(server, TECHNICIAN);
    await screen.findByRole('heading', { name: 'Edit Medaillon Anna' });
    expect(screen.queryByLabelText(/^Display group override/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New flight profile' })).not.toBeInTheDocument();
    await choose('Flight profile', 'Ausgang Nord');
  });

  it('switches the display group override for users who may', async () => {
    const server = fakeNodeServer([buildDetail()]);
    open(server);
    await screen.findByRole('heading', { name: 'Edit Medaillon Anna' });
    await choose('Display group override', 'Notrufe');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]?.data).toMatchObject({ active_display_group_override_id: 3 });
  });

  it('shows health, status and radio as the hardware reports them, read-only', async () => {
    open(fakeNodeServer([buildDetail({}, { health: 'Warning', status: 'Ready', radio: '-67 dBm' })]));
    expect(await screen.findByText('Health: Warning')).toBeInTheDocument();
    expect(screen.getByText('Status: Ready')).toBeInTheDocument();
    expect(screen.getByText('Radio: -67 dBm')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Health/, { selector: 'input' })).not.toBeInTheDocument();
  });
});
