import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { buildSession, refusal, renderPhone } from '../test/phone-harness';

const PAIRED = { device: 'device-token', system: '1' };
const signedOutSession = () => ({ phoneSession: buildSession({ user: null }) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in on a paired phone', () => {
  it('fills in the demo user, signs in and shows the calls', async () => {
    const user = userEvent.setup();
    const { server, storage } = renderPhone({
      search: '?demoUser=anna',
      stored: PAIRED,
      server: {
        PhoneSession: signedOutSession,
        PhoneSignIn: () => ({ phoneSignIn: { session_token: 'session-1', session: buildSession() } }),
      },
    });
    expect(screen.getByLabelText(/User name/)).toHaveValue('anna');
    await user.type(screen.getByLabelText(/Password/), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Calls' })).toBeInTheDocument();
    expect(server.of('PhoneSignIn')[0]?.variables).toEqual({ name: 'anna', password: 'geheim' });
    expect(storage.read('session')).toBe('session-1');
  });

  it('says so when the name or password is wrong, and stays', async () => {
    const user = userEvent.setup();
    const { storage } = renderPhone({
      stored: PAIRED,
      server: {
        PhoneSession: signedOutSession,
        PhoneSignIn: () => {
          throw refusal('PHONE_SIGN_IN_FAILED');
        },
      },
    });
    await user.type(screen.getByLabelText(/User name/), 'anna');
    await user.type(screen.getByLabelText(/Password/), 'falsch');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User name or password is wrong.');
    expect(storage.read('session')).toBeNull();
  });

  it('goes back to pairing, dropping both tokens, when the server no longer knows the phone', async () => {
    const { storage } = renderPhone({
      stored: { ...PAIRED, session: 'stale' },
      server: {
        PhoneSession: () => {
          throw refusal('PHONE_NOT_PAIRED');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pair this phone' })).toBeInTheDocument();
    expect(screen.getByText('This phone was unpaired in the console. Pair it again to receive calls.')).toBeVisible();
    expect(storage.read('device')).toBeNull();
    expect(storage.read('session')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    renderPhone({ stored: PAIRED, server: { PhoneSession: signedOutSession } });
    await waitFor(() => expect(screen.getByText(/Phone Station 1 A/)).toBeInTheDocument());
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
