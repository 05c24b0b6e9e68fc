import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { buildPhoneCall, buildSession, refusal, renderPhone, SIGNED_IN } from '../test/phone-harness';

const cards = () => screen.queryAllByTestId('phone-call');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the calls of a signed-in phone', () => {
  it('opens the socket with its tokens and shows who is signed in on which phone', async () => {
    const { connectionParams } = renderPhone({ stored: SIGNED_IN });
    expect(connectionParams()).toMatchObject({ app_client_token: 'device-token', app_session_token: 'session-token' });
    expect(await screen.findByText('Anna Muster · Pflege OG1 · Phone Station 1 A')).toBeInTheDocument();
  });

  it('shows ringing calls first, then those I accepted, then the others, closed ones last, each state in words', async () => {
    const { deliver } = renderPhone({ stored: SIGNED_IN });
    await deliver([
      buildPhoneCall(1, { state: 'closed', can_accept: false, can_reject: false, closed_at: new Date().toISOString() }),
      buildPhoneCall(2, { state: 'taken', accepted_by: 'Bea Beispiel', can_accept: false, can_reject: false }),
      buildPhoneCall(3, { state: 'accepted', can_accept: false, can_reject: false }),
      buildPhoneCall(4, { state: 'ringing' }),
      buildPhoneCall(5, { state: 'ringing', urgency: 'Emergency', call_type_text: 'Notruf', color: '#e03131' }),
    ]);
    expect(cards().map((c) => c.dataset.state)).toEqual(['ringing', 'ringing', 'accepted', 'taken', 'closed']);
    const [emergency, ringing, accepted, taken, closed] = cards() as HTMLElement[];
    expect(within(emergency as HTMLElement).getByRole('heading')).toHaveTextContent('Notruf');
    expect(emergency).toHaveTextContent('Emergency');
    expect(emergency).toHaveTextContent('Ringing – for you');
    expect(ringing).toHaveTextContent('Zimmer 104');
    expect(ringing).toHaveTextContent('1. OG · Bett');
    expect(ringing).toHaveTextContent('2 min ago');
    expect(accepted).toHaveTextContent('Accepted by you');
    expect(taken).toHaveTextContent('Accepted by Bea Beispiel');
    expect(closed).toHaveTextContent('Closed');
    expect(within(taken as HTMLElement).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(closed as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('replaces the whole list with every delivery', async () => {
    const { deliver } = renderPhone({ stored: SIGNED_IN });
    await deliver([buildPhoneCall(1), buildPhoneCall(2)]);
    expect(cards()).toHaveLength(2);
    await deliver([buildPhoneCall(3)]);
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Zimmer 103');
  });

  it('says so when there are no calls for me', async () => {
    const { deliver } = renderPhone({ stored: SIGNED_IN });
    await deliver([]);
    expect(screen.getByRole('heading', { name: 'No calls for you' })).toBeInTheDocument();
  });

  it('accepts a call', async () => {
    const user = userEvent.setup();
    const { deliver, server } = renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneCallAction: ({ variables }) => ({
          phoneCallAction: buildPhoneCall(Number(variables.call_id), { state: 'accepted', can_accept: false }),
        }),
      },
    });
    await deliver([buildPhoneCall(1)]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Accepted by you'));
    expect(server.of('PhoneCallAction')[0]?.variables).toEqual({ call_id: 1, action: 'accept' });
    const headers = server.headersOf(server.of('PhoneCallAction')[0]);
    expect([headers.get('x-app-client'), headers.get('x-app-session')]).toEqual(['device-token', 'session-token']);
  });

  it('offers release only for a call I accepted', async () => {
    const user = userEvent.setup();
    const { deliver, server } = renderPhone({
      stored: SIGNED_IN,
      server: { PhoneCallAction: () => ({ phoneCallAction: buildPhoneCall(2, { state: 'ringing' }) }) },
    });
    await deliver([
      buildPhoneCall(1, { call_type_text: 'Ruf' }),
      buildPhoneCall(2, { call_type_text: 'Alarm', state: 'accepted', can_accept: false }),
    ]);
    expect(screen.queryByRole('button', { name: 'Escalate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More for Ruf' }));
    expect(screen.getByRole('button', { name: 'More for Ruf' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Escalate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More for Ruf' }));

    await user.click(screen.getByRole('button', { name: 'More for Alarm' }));
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(server.of('PhoneCallAction')[0]?.variables).toEqual({ call_id: 2, action: 'release' }));
  });

  it.each([
    ['PHONE_CALL_TAKEN', 'Someone else has already accepted this call.'],
    ['PHONE_REJECT_ONLY', 'Your group may only reject calls, not accept them.'],
    ['PHONE_CALL_OVER', 'This call is already over.'],
  ])('says a refusal %s in words on the call', async (code, words) => {
    const user = userEvent.setup();
    const { deliver } = renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneCallAction: () => {
          throw refusal(code);
        },
      },
    });
    await deliver([buildPhoneCall(1)]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await within(cards()[0] as HTMLElement).findByRole('alert')).toHaveTextContent(words);
  });

  it('signs out, unless the app settings forbid it', async () => {
    const user = userEvent.setup();
    const { storage } = renderPhone({ stored: SIGNED_IN, server: { PhoneSignOut: () => ({ phoneSignOut: true }) } });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(storage.read('session')).toBeNull();
    expect(storage.read('device')).toBe('device-token');
  });

  it('offers no sign-out when logout is disabled', async () => {
    const locked = buildSession({
      settings: { logout_disabled: true, logout_on_charge: false, display_names_enabled: true },
    });
    renderPhone({ stored: SIGNED_IN, server: { PhoneSession: () => ({ phoneSession: locked }) } });
    await screen.findByText(/Anna Muster/);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('follows changed app settings without a reload', async () => {
    let logoutDisabled = false;
    const phone = renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneSession: () => ({
          phoneSession: buildSession({
            settings: { logout_disabled: logoutDisabled, logout_on_charge: false, display_names_enabled: true },
          }),
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    logoutDisabled = true;
    await act(async () =>
      phone.socket.push('SystemMessages', { systemMessages: { subject: 'app.settings', payload: null } }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument());
  });

  it('signs out when put on the charger, where the app settings say so', async () => {
    const battery = Object.assign(new EventTarget(), { level: 0.4, charging: false });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { getBattery: async () => battery }));
    const onCharge = buildSession({
      settings: { logout_disabled: false, logout_on_charge: true, display_names_enabled: true },
    });
    const { server } = renderPhone({
      stored: SIGNED_IN,
      server: { PhoneSession: () => ({ phoneSession: onCharge }), PhoneSignOut: () => ({ phoneSignOut: true }) },
    });
    await screen.findByText(/Anna Muster/);
    await waitFor(() => expect(server.of('PhoneReport').at(-1)?.variables.status).toMatchObject({ charging: false }));
    expect(server.of('PhoneSignOut')).toHaveLength(0);
    battery.charging = true;
    await act(async () => battery.dispatchEvent(new Event('chargingchange')));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(server.of('PhoneSignOut')).toHaveLength(1);
  });

  it('goes back to the sign-in when the server says the phone was signed out', async () => {
    const { socket, storage } = renderPhone({ stored: SIGNED_IN });
    const [subscription] = socket.active('PhoneCallsChanged');
    await act(async () => subscription?.sink.error([{ message: 'x', extensions: { code: 'PHONE_SIGNED_OUT' } }]));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/You were signed out on this phone/)).toBeInTheDocument();
    expect(storage.read('session')).toBeNull();
    expect(socket.active('PhoneCallsChanged')).toHaveLength(0);
  });

  it('goes back to pairing when the server says the phone was unpaired', async () => {
    const { socket, storage } = renderPhone({ stored: SIGNED_IN });
    const [subscription] = socket.active('PhoneCallsChanged');
    await act(async () => subscription?.sink.error([{ message: 'x', extensions: { code: 'PHONE_NOT_PAIRED' } }]));
    expect(await screen.findByText(/This phone was unpaired in the console/)).toBeInTheDocument();
    expect(storage.read('device')).toBeNull();
    expect(storage.read('session')).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { deliver } = renderPhone({ stored: SIGNED_IN });
    await screen.findByText(/Anna Muster/);
    await deliver([buildPhoneCall(1), buildPhoneCall(2, { state: 'taken', accepted_by: 'Bea', can_accept: false })]);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
