import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { buildSession, refusal, renderPhone } from '../test/phone-harness';

const paired = (token = 'new-device-token', system_id = 2) => ({
  pairPhone: { device_token: token, client: { id: 3, name: 'Station 1 A', system_id } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pairing a phone', () => {
  it('pairs with the code typed in and goes on to the sign-in, naming its system and device token', async () => {
    const user = userEvent.setup();
    const { server, storage } = renderPhone({
      server: { PairPhone: () => paired(), PhoneSession: () => ({ phoneSession: buildSession({ user: null }) }) },
    });
    expect(screen.getByRole('heading', { name: 'Pair this phone' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Pairing code/), '  Ab3dEf9hJk2M ');
    await user.click(screen.getByRole('button', { name: 'Pair' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(server.of('PairPhone')[0]?.variables).toEqual({ code: 'Ab3dEf9hJk2M' });
    expect(storage.read('device')).toBe('new-device-token');
    await waitFor(() => expect(server.of('PhoneSession')).toHaveLength(1));
    const [asked] = server.of('PhoneSession');
    expect(server.headersOf(asked).get('x-app-client')).toBe('new-device-token');
    expect(asked?.system).toBe('02');
    expect(await screen.findByText(/Phone Station 1 A · Haus Linde/)).toBeInTheDocument();
  });

  it('says in words that a code is unknown, used or expired', async () => {
    const user = userEvent.setup();
    const { storage } = renderPhone({
      server: {
        PairPhone: () => {
          throw refusal('PAIRING_CODE_INVALID');
        },
      },
    });
    await user.type(screen.getByLabelText(/Pairing code/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Pair' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is unknown, already used or expired');
    expect(storage.read('device')).toBeNull();
  });

  it('pairs at once with the token of the QR code, and takes it off the address', async () => {
    const { server, storage } = renderPhone({ search: '?pair=QrToken123', server: { PairPhone: () => paired() } });
    await waitFor(() => expect(storage.read('device')).toBe('new-device-token'));
    expect(server.of('PairPhone')[0]?.variables).toEqual({ code: 'QrToken123' });
    expect(window.location.search).toBe('');
  });

  it('pairs with the demo code only when the partition holds no device token', async () => {
    const first = renderPhone({
      search: '?storagePartition=p1&demoClient=DemoCode1',
      server: { PairPhone: () => paired() },
    });
    await waitFor(() => expect(first.storage.read('device')).toBe('new-device-token'));
    first.unmount();

    const again = renderPhone({
      search: '?storagePartition=p1&demoClient=DemoCode1',
      stored: { device: 'kept-token' },
      server: { PairPhone: () => paired('other') },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(again.server.of('PairPhone')).toHaveLength(0);
    expect(again.storage.read('device')).toBe('kept-token');
  });

  it('has no serious accessibility violations', async () => {
    renderPhone();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
