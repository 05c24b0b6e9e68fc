import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  UpdateDisplayProfileDocument,
} from '../../../generated/transport';
import { settingWithNone } from '../config/system-setting';
import { buildProfile } from '../config/test/profile-fixtures';
import {
  choose,
  openDrawer,
  profilesMock,
  renderDisplay,
  SUPERUSER,
  UI_TIMEOUT,
  where,
} from '../config/test/render-display';
import { relationsMock } from './test/relations';

// System 1 is the console's; system 5 belongs to another team and is not shown to this user.
const WARD = buildProfile({ id: 4, name: 'Ward 4', slug: 'ward-4', systems: [1, 5] });

function openWith(url = '/display/ward-4', mocks = [profilesMock([WARD]), relationsMock()]) {
  renderDisplay(url, { mocks, appData: SUPERUSER });
  return openDrawer();
}

const groupRows = () => screen.queryAllByLabelText(/^Display group/, { selector: 'input' });
const saved = { __typename: 'DisplayProfile', id: 4, name: 'Ward 4', slug: 'ward-4' };

describe('editing a display profile', { timeout: UI_TIMEOUT }, () => {
  it('has no display-group row while no schedule is chosen', async () => {
    await openWith();
    expect(await screen.findByRole('checkbox', { name: 'Show calls from this system' })).toBeChecked();
    expect(screen.getByLabelText('Weekday schedule', { selector: 'input' })).toHaveValue('None');
    expect(groupRows()).toEqual([]);
  });

  it.each([
    ['All day', ['Display group']],
    ['Day and night', ['Display group from 06:00', 'Display group from 18:00']],
    ['Shifts', ['Display group from 06:00', 'Display group from 14:00', 'Display group from 22:00']],
  ])('offers a display-group row per time of the schedule %s', async (schedule, rows) => {
    await openWith();
    await choose('Weekday schedule', schedule);
    expect(groupRows()).toHaveLength(rows.length);
    for (const row of rows) expect(screen.getByLabelText(row, { selector: 'input' })).toHaveValue('None');
  });

  it('saves without slug, __typename or the systems switched off', async () => {
    const input = {
      id: 4,
      name: 'Ward 4',
      font_size: 'LARGEST',
      fullscreen: false,
      locale: 'de',
      show_video_stream: false,
      show_presences: true,
      emergency_tone: false,
      settings: [settingWithNone(5)],
    };
    const update = { request: { query: UpdateDisplayProfileDocument, variables: { input } } };
    await openWith('/display/ward-4', [
      profilesMock([WARD]),
      relationsMock(),
      { ...update, result: { data: { updateDisplayProfile: saved } } },
    ]);
    await choose('Font size', 'Largest');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Show calls from this system' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Display profile saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it('shows what the server refused at its field, with the action error', async () => {
    const refusal = new GraphQLError('validation failed', {
      extensions: { validation: true, field: 'font_size', key: 'invalid_value' },
    });
    await openWith('/display/ward-4', [
      profilesMock([WARD]),
      relationsMock(),
      { request: { query: UpdateDisplayProfileDocument, variables: () => true }, result: { errors: [refusal] } },
    ]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fullscreen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Action failed')).toBeInTheDocument();
    expect(screen.getByText('This value is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('creating and deleting a display profile', { timeout: UI_TIMEOUT }, () => {
  it('creates with the defaults once a name is typed, then selects the new profile', async () => {
    let profiles = [WARD];
    const created = buildProfile({ id: 7, name: 'Ward 7', slug: 'ward-7' });
    const input = {
      name: 'Ward 7',
      font_size: 'NORMAL',
      fullscreen: false,
      locale: 'en',
      show_video_stream: false,
      show_presences: true,
      emergency_tone: false,
      settings: [settingWithNone(1)],
    };
    const drawer = await openWith('/display', [
      profilesMock(() => profiles),
      relationsMock(),
      {
        request: { query: CreateDisplayProfileDocument, variables: { input } },
        result: () => {
          profiles = [WARD, created];
          return {
            data: { createDisplayProfile: { __typename: 'DisplayProfile', id: 7, name: 'Ward 7', slug: 'ward-7' } },
          };
        },
      },
    ]);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create display profile' }));
    const popup = await screen.findByRole('dialog', { name: 'Create display profile' });
    const create = within(popup).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(within(popup).getByLabelText('Name'), '   ');
    expect(create).toBeDisabled();
    await userEvent.type(within(popup).getByLabelText('Name'), 'Ward 7');
    await userEvent.click(create);
    await waitFor(() => expect(where()).toBe('/display/ward-7'));
    expect(await screen.findByTestId('profile')).toHaveTextContent('Ward 7');
    expect(localStorage.getItem('cs.display_profile')).toBe('ward-7');
  });

  it('deletes after confirmation, then shows no profile', async () => {
    let profiles = [WARD];
    await openWith('/display/ward-4', [
      profilesMock(() => profiles),
      relationsMock(),
      {
        request: { query: DeleteDisplayProfileDocument, variables: { ids: [4] } },
        result: () => {
          profiles = [];
          return { data: { deleteDisplayProfile: [{ __typename: 'DisplayProfile', id: 4, name: 'Ward 4' }] } };
        },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete display profile' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete display profile' });
    expect(confirm).toHaveTextContent('“Ward 4”');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Display profile deleted')).toBeInTheDocument();
    await waitFor(() => expect(where()).toBe('/display'));
    expect(localStorage.getItem('cs.display_profile')).toBeNull();
  });

  it('says so when deleting fails', async () => {
    await openWith('/display/ward-4', [
      profilesMock([WARD]),
      relationsMock(),
      { request: { query: DeleteDisplayProfileDocument, variables: { ids: [4] } }, error: new Error('offline') },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete display profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The display profile could not be deleted')).toBeInTheDocument();
    expect(where()).toBe('/display/ward-4');
  });
});
