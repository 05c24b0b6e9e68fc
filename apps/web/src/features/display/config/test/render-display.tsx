import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisplayProfilesDocument, SystemMessagesDocument } from '../../../../generated/transport';
import type { AppDataSpec } from '../../../../test/app-data';
import { createFakeTransport, type TransportMock } from '../../../../test/fake-transport';
import { useDisplayLocation } from '../../app/display-router';
import { displayProviders } from '../../test/display-providers';
import { DisplayConfigProvider } from '../DisplayConfigProvider';
import { useDisplayConfig } from '../display-config';
import type { DisplayProfile } from '../profile-config';
// Loaded up front: the provider imports the drawer lazily, and a first test would spend its time budget transforming it.
import '../../settings/DisplaySettingsDrawer';

type Mock = TransportMock;

/** What a display view would read, printed so tests can assert it. */
function Probe() {
  const { config, profile, systemIds, openSettings } = useDisplayConfig();
  const { pathname, search } = useDisplayLocation();
  return (
    <>
      <output data-testid="where">{`${pathname}${search}`}</output>
      <output data-testid="profile">{profile?.name ?? ''}</output>
      <output data-testid="systems">{systemIds.join(',')}</output>
      <output data-testid="config">{JSON.stringify(config)}</output>
      <button type="button" onClick={openSettings}>
        {'open settings'}
      </button>
    </>
  );
}

type Profiles = readonly DisplayProfile[];

/** The profile list; a function answers what it returns at the time of each request. */
export function profilesMock(profiles: Profiles | (() => Profiles), maxUsageCount = Number.POSITIVE_INFINITY): Mock {
  const list = typeof profiles === 'function' ? profiles : () => profiles;
  return {
    request: { query: DisplayProfilesDocument },
    result: () => ({ data: { displayProfiles: list() } }),
    maxUsageCount,
  };
}

/** The system-message subscription, open and silent unless a message is given. */
export function systemMessageMock(subject?: string): Mock {
  if (!subject) return { request: { query: SystemMessagesDocument }, delay: Number.POSITIVE_INFINITY };
  const message = { __typename: 'SystemMessage', subject, payload: null };
  // Well after the first profile list (20–50 ms), so the refetch it causes is a request of its own.
  return { request: { query: SystemMessagesDocument }, result: { data: { systemMessages: message } }, delay: 300 };
}

/** Drawer tests drive Mantine through several clicks; on the shared two-core machine that can pass 5 s. */
export const UI_TIMEOUT = 20_000;

export const SUPERUSER: AppDataSpec = { user: { id: 7, superuser: true } };

export function renderDisplay(url: string, options: { mocks?: Mock[]; appData?: AppDataSpec; messages?: Mock } = {}) {
  const mocks = [...(options.mocks ?? []), options.messages ?? systemMessageMock()];
  const { transport, asked } = createFakeTransport(mocks);
  const { Providers, router, session } = displayProviders({
    transport,
    url,
    ...(options.appData ? { appData: options.appData } : {}),
  });
  const utils = render(
    <Providers>
      <DisplayConfigProvider>
        <Probe />
      </DisplayConfigProvider>
    </Providers>,
  );
  return { ...utils, router, session, asked };
}

export const where = () => screen.getByTestId('where').textContent;
export const shownConfig = () => JSON.parse(screen.getByTestId('config').textContent ?? '{}');
/** Waits out the loader a profile slug shows until the profiles arrive. */
export const openSettings = () => screen.findByRole('button', { name: 'open settings' });

export async function openDrawer() {
  await userEvent.click(await openSettings());
  return screen.findByRole('dialog', { name: 'Display settings' });
}

/** Picks an option of one select; several selects share option names, so only its own list is searched. */
export async function choose(label: string, option: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await userEvent.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`no options for ${label}`);
    return found;
  });
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
