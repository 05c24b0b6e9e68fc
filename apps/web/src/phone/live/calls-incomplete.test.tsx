import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPhoneCall, renderPhone, SIGNED_IN } from '../test/phone-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Phone = ReturnType<typeof renderPhone>;
const message = (phone: Phone, subject: string, payload: unknown) =>
  act(async () => phone.socket.push('SystemMessages', { systemMessages: { subject, payload } }));
const banner = () => screen.queryByRole('alert');

describe('calls may be missing (ADR 0025)', () => {
  it('says so over the calls while the system’s link is down, and clears it when the link is ready', async () => {
    const phone = renderPhone({
      stored: SIGNED_IN,
      server: { PhoneLinkState: () => ({ phoneLinkState: { system_id: 1, state: 'offline', age_seconds: 30 } }) },
    });
    await phone.deliver([buildPhoneCall(1)]);
    await waitFor(() => expect(banner()).toHaveTextContent('The call system Haus Linde cannot be reached'));
    // The calls stay visible under it: what is shown is right as far as it goes.
    expect(screen.getAllByTestId('phone-call')).toHaveLength(1);

    await message(phone, 'link.state', { system_id: 1, state: 'ready', age_seconds: 0 });
    expect(banner()).not.toBeInTheDocument();
    await message(phone, 'server.health', { status: 'degraded', calls_complete: false });
    expect(banner()).toHaveTextContent('The server cannot reach its database');
  });

  it('reads only its own system’s link, and says nothing while it is ready', async () => {
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1)]);
    await waitFor(() => expect(phone.server.of('PhoneLinkState')).toHaveLength(1));
    expect(phone.server.of('LinkStates')).toEqual([]);
    // Another system's link is not this phone's business.
    await message(phone, 'link.state', { system_id: 2, state: 'offline', age_seconds: 60 });
    expect(banner()).not.toBeInTheDocument();
  });
});
