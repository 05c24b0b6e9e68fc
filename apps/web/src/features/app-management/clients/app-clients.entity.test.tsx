import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppClientRenewPairingDocument, AppClientUnpairDocument } from '../../../generated/graphql';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { appClientEntity } from './app-clients.entity';

const IN_A_DAY = new Date(Date.now() + 86_400_000).toISOString();
const base = {
  __typename: 'AppClient',
  phone_number: '',
  server_url: 'https://10.0.0.5',
  permissions: ['accept', 'reject'],
  is_connected: false,
  last_contact_at: null,
  paired_at: null,
  pairing_token: null,
  pairing_expires_at: null,
  reachability: 0,
  app_user: null,
};
const UNPAIRED = {
  ...base,
  id: 7,
  name: 'Telefon Nord',
  state: 'unpaired',
  pairing_token: 'Ab3_kP9-xY2q',
  pairing_expires_at: IN_A_DAY,
};
const PAIRED = {
  ...base,
  id: 8,
  name: 'Telefon Süd',
  state: 'paired',
  phone_number: '+41 79 123',
  is_connected: true,
  last_contact_at: '2026-11-26T10:15:00.000Z',
  paired_at: '2026-11-20T08:00:00.000Z',
  reachability: 87.5,
  app_user: { __typename: 'AppUser', id: 3, name: 'anna', display_name: 'Anna Muster' },
};

function open(url: string, extra: MockLink.MockedResponse[] = []) {
  const server = fakeConfigServer(
    appClientEntity.documents,
    { one: 'appClient', many: 'appClients', typename: 'AppClient' },
    [UNPAIRED, PAIRED],
  );
  renderCrud(appClientEntity, { url, mocks: [...server.mocks, ...extra], appData: { user: { id: 1 } } });
  return server;
}

const SLOW = { timeout: 5000 };
const typing = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('app clients', { timeout: 30_000 }, () => {
  it('lists state, connection, phone number, reachability over 14 days and the signed-in user', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'App clients' }, SLOW)).toBeInTheDocument();
    const row = (await screen.findByText('Telefon Süd', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Paired')).toBeInTheDocument();
    expect(within(row).getByText('Connected')).toBeInTheDocument();
    expect(within(row).getByText('+41 79 123')).toBeInTheDocument();
    expect(within(row).getByText(/^87\.5 %/)).toHaveTextContent('87.5 % over the last 14 days');
    expect(within(row).getByText('Anna Muster')).toBeInTheDocument();
    const other = screen.getByText('Telefon Nord').closest('tr') as HTMLElement;
    expect(within(other).getByText('Not paired')).toBeInTheDocument();
    expect(within(other).getByText('Disconnected')).toBeInTheDocument();
  });

  it('refuses a server URL without http(s):// or on localhost before asking the server', async () => {
    const user = typing();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, SLOW));
    await user.paste('Telefon West');
    await user.type(screen.getByLabelText(/^Server URL/), 'wardlight.heim');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please include http(s)://', {}, SLOW)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Server URL/));
    await user.type(screen.getByLabelText(/^Server URL/), 'http://localhost:3000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a URL within the network', {}, SLOW)).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Server URL/));
    await user.type(screen.getByLabelText(/^Server URL/), 'https://10.0.0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Telefon West',
          phone_number: '',
          server_url: 'https://10.0.0.5',
          permissions: ['accept', 'reject', 'callback', 'escalate', 'release', 'mute', 'team_view'],
        },
      },
    ]);
  });

  it('shows an unpaired client its QR code and code, and makes a new one', async () => {
    const user = typing();
    const renewed = { ...UNPAIRED, pairing_token: 'Zz9_newCode1' };
    open('/things/edit/7', [
      {
        request: { query: AppClientRenewPairingDocument, variables: { id: 7 } },
        result: { data: { renewAppClientPairing: renewed } },
      },
    ]);
    expect(await screen.findByTestId('pairing-code', {}, SLOW)).toHaveTextContent('Ab3_kP9-xY2q');
    expect(screen.getByText('https://10.0.0.5/app/?pair=Ab3_kP9-xY2q')).toBeInTheDocument();
    const qr = await screen.findByAltText('QR code to pair with the code Ab3_kP9-xY2q', {}, SLOW);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(/^Valid until \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New pairing code' }));
    expect(await screen.findByText('https://10.0.0.5/app/?pair=Zz9_newCode1', {}, SLOW)).toBeInTheDocument();
  });

  it('says why a new code is refused (the licence)', async () => {
    const user = typing();
    const refusal = new GraphQLError('validation failed', {
      extensions: { validation: true, field: 'license', key: 'license_limit', data: { max: 2 } },
    });
    open('/things/edit/7', [
      { request: { query: AppClientRenewPairingDocument, variables: { id: 7 } }, result: { errors: [refusal] } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New pairing code' }, SLOW));
    expect(await screen.findByText('The license limit (2) is reached.', {}, SLOW)).toBeInTheDocument();
  });

  it('unpairs a paired phone after asking once more', async () => {
    const user = typing();
    open('/things/edit/8', [
      {
        request: { query: AppClientUnpairDocument, variables: { id: 8 } },
        result: { data: { unpairAppClient: { ...PAIRED, state: 'revoked', app_user: null, is_connected: false } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unpair' }, SLOW));
    expect(screen.getByText('Really unpair this phone? It is signed out at once.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, unpair' }));
    expect(
      await screen.findByText('Unpaired. A new pairing code lets a phone pair again.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New pairing code' })).toBeInTheDocument();
  });
});
