import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from './test/profile-fixtures';
import { profilesMock, renderDisplay, shownConfig, systemMessageMock, where } from './test/render-display';

const WARD = buildProfile({ id: 4, name: 'Ward 4', slug: 'ward-4', font_size: 'LARGER', systems: [1] });
const REMEMBERED = 'cs.display_profile';

describe('display configuration from the address', () => {
  it('reads the parameters for the context system when no profile is chosen', async () => {
    renderDisplay('/display?fontsize=largest&fullscreen=1&wd_schedule=3&wd_groups=4', {
      mocks: [profilesMock([WARD])],
    });
    expect(shownConfig()).toMatchObject({ fontSize: 'largest', fullscreen: true });
    expect(shownConfig().displayGroupConfig[1]).toMatchObject({
      weekday_schedule_id: 3,
      weekday_display_group_1_id: 4,
    });
    expect(screen.getByTestId('profile')).toHaveTextContent('');
    expect(screen.getByTestId('systems')).toHaveTextContent('1');
  });

  it('shows the system the address asks for', () => {
    renderDisplay('/display?system=2', { mocks: [profilesMock([])] });
    expect(screen.getByTestId('systems')).toHaveTextContent('2');
  });

  it('tidies the address in place, dropping what it cannot read', async () => {
    const { router } = renderDisplay('/display?sections=2,x,1&fontsize=huge', { mocks: [profilesMock([])] });
    await waitFor(() => expect(where()).toBe('/display?sections=2,1'));
    expect(router.memory.lastAction).toBe('REPLACE');
  });
});

describe('profile selection', () => {
  it('applies a known slug and remembers it', async () => {
    renderDisplay('/display/ward-4', { mocks: [profilesMock([WARD])] });
    expect(await screen.findByTestId('profile')).toHaveTextContent('Ward 4');
    expect(shownConfig()).toMatchObject({ fontSize: 'larger', showPresences: true });
    // Remembered by an effect after the profile shows: on a loaded machine it may come a tick later.
    await waitFor(() => expect(localStorage.getItem(REMEMBERED)).toBe('ward-4'));
  });

  it('takes the systems from the profile, leaving out systems the console does not know', async () => {
    renderDisplay('/display/ward-9', { mocks: [profilesMock([buildProfile({ id: 9, systems: [1, 3] })])] });
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ward 9'));
    expect(screen.getByTestId('systems')).toHaveTextContent(/^1$/);
  });

  it('sends an unknown slug to the display without slug and forgets it', async () => {
    localStorage.setItem(REMEMBERED, 'gone');
    renderDisplay('/display/gone', { mocks: [profilesMock([WARD])] });
    await waitFor(() => expect(where()).toBe('/display'));
    expect(screen.getByTestId('profile')).toHaveTextContent('');
    expect(localStorage.getItem(REMEMBERED)).toBeNull();
  });

  it('applies the remembered profile when the address has neither slug nor query', async () => {
    localStorage.setItem(REMEMBERED, 'ward-4');
    renderDisplay('/display', { mocks: [profilesMock([WARD])] });
    await waitFor(() => expect(where()).toBe('/display/ward-4'));
    expect(await screen.findByTestId('profile')).toHaveTextContent('Ward 4');
  });

  it('does not look a slug up when the address has a query', async () => {
    localStorage.setItem(REMEMBERED, 'ward-4');
    renderDisplay('/display/ward-4?fullscreen=1', { mocks: [profilesMock([WARD])] });
    expect(await screen.findByTestId('profile')).toHaveTextContent('');
    expect(shownConfig()).toMatchObject({ fullscreen: true, fontSize: 'normal' });
    expect(where()).toBe('/display/ward-4?fullscreen=1');
  });

  it('refetches the profiles when a profile changed elsewhere', async () => {
    const renamed = { ...WARD, name: 'Ward 4 east' };
    renderDisplay('/display/ward-4', {
      mocks: [profilesMock([WARD], 1), profilesMock([renamed], 1)],
      messages: systemMessageMock('displayprofile.updated'),
    });
    await waitFor(() => expect(screen.getByTestId('profile')).toHaveTextContent('Ward 4 east'));
  });
});
