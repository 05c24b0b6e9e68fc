import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectionStore } from '../../../app/connection/connection-state';
import { createServerVersionStore } from '../../../app/connection/server-version';
import type { BaseServices } from '../../../app/providers/BaseProviders';
import { writeStoredUserId } from '../../../app/storage';
import {
  AppDataDocument,
  DisplayProfilesDocument,
  OpenCallsDocument,
  SystemMessagesDocument,
} from '../../../generated/transport';
import { createI18n } from '../../../i18n/i18n';
import { type AppDataSpec, buildAppData } from '../../../test/app-data';
import { createFakeTransport, type TransportMock } from '../../../test/fake-transport';
import { buildCall } from '../test/builders';
import { DisplayApp } from './DisplayApp';
import { createMemoryDisplayRouter } from './display-router';

const anyVariables = () => true;

function mount(url: string, options: { appData?: AppDataSpec; mocks?: TransportMock[] } = {}) {
  const mocks: TransportMock[] = [
    {
      request: { query: AppDataDocument, variables: anyVariables },
      result: { data: buildAppData(options.appData) },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: DisplayProfilesDocument },
      result: { data: { displayProfiles: [] } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    ...(options.mocks ?? []),
  ];
  const { transport } = createFakeTransport(mocks);
  const serverVersion = createServerVersionStore();
  const services: BaseServices = {
    i18n: createI18n('en'),
    requestContext: { systemId: () => 1, locale: () => 'en' },
    stores: { connection: createConnectionStore(), serverVersion },
    transport,
  };
  const router = createMemoryDisplayRouter(url);
  render(<DisplayApp services={services} router={router} />);
  return { router, serverVersion };
}

const SIGNED_IN: AppDataSpec = { user: { id: 7, superuser: true } };

describe('the display page', () => {
  afterEach(() => writeStoredUserId(null));

  it('sends a visitor who opens a call form to login, coming back to it afterwards', async () => {
    const { router } = mount('/display/call/4?sections=1');
    await waitFor(() => expect(router.memory.left).toEqual(['/login?redirect=%2Fdisplay%2Fcall%2F4%3Fsections%3D1']));
  });

  it('opens the call form over the display for signed-in staff; Escape goes back to the display', async () => {
    writeStoredUserId(7);
    const openCalls = { openCalls: [buildCall(4, { device: 'Room 4' })] };
    const { router } = mount('/display/call/4?sections=1', {
      appData: SIGNED_IN,
      mocks: [{ request: { query: OpenCallsDocument }, result: { data: openCalls }, maxUsageCount: 9 }],
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Alert – Room 4' })).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.location()).toMatchObject({ pathname: '/display', search: '?sections=1' }));
  });

  it('takes a display address that names nothing to the display', async () => {
    const { router } = mount('/display/a/b/c?fontsize=larger');
    await waitFor(() => expect(router.location()).toMatchObject({ pathname: '/display', search: '?fontsize=larger' }));
  });

  it('offers the new version when the server restarts with one', async () => {
    const restart = { systemMessages: { subject: 'restart', payload: { version: '9.9.9' } } };
    const { serverVersion } = mount('/display', {
      mocks: [{ request: { query: SystemMessagesDocument }, result: { data: restart }, delay: 50 }],
    });
    act(() => serverVersion.report('1.0.0'));
    // The banner is a status; so is a loader still turning beside it (the theme's role): found by its words.
    expect(await screen.findByText(/Version 9\.9\.9 is available\./)).toBeInTheDocument();
  });
});
