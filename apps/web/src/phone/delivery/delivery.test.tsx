import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPhoneCall, refusal, renderPhone, SIGNED_IN } from '../test/phone-harness';
import { restoreVisibility, setVisibility } from '../test/visibility';
import { ACK_GATHER_MS } from './gather-sends';
import { CONFIRM_RETRY_MS } from './useAcknowledgements';

afterEach(() => {
  restoreVisibility();
  vi.unstubAllGlobals();
});

type Phone = ReturnType<typeof renderPhone>;
/** Each acknowledgement request: the calls it confirmed and those it opened. */
const acks = (phone: Phone) =>
  phone.server.of('PhoneAcknowledge').map(({ variables: { confirmed, opened } }) => ({ confirmed, opened }));
const confirmed = (...ids: number[]) => ({ confirmed: ids, opened: [] });
const opened = (...ids: number[]) => ({ confirmed: [], opened: ids });
const reports = (phone: Phone) => phone.server.of('PhoneReport').map((r) => r.variables.status);

describe('proof of delivery', () => {
  it('confirms the ringing calls of every delivery within half a second, and opens them once while visible', async () => {
    setVisibility('visible');
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(2, { state: 'taken', can_accept: false })]);
    // Confirmed and opened by one update: one request, the opening standing for both.
    await waitFor(() => expect(acks(phone)).toEqual([opened(1)]));
    // A reconnect's complete list confirms again what rings; the new call is opened, which confirms it.
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(3)]);
    await waitFor(() => expect(acks(phone)).toEqual([opened(1), { confirmed: [1], opened: [3] }]));
  });

  it('confirms a call once while it rings, again when it rings anew or after a reconnect, and retries a refusal', async () => {
    setVisibility('hidden');
    let refusing = false;
    const phone = renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneAcknowledge: () => {
          if (refusing) throw refusal('INTERNAL_SERVER_ERROR');
          return { phoneAcknowledge: true };
        },
      },
    });
    await phone.deliver([buildPhoneCall(1)]);
    await waitFor(() => expect(acks(phone)).toEqual([confirmed(1)]));
    // Updates carry what changed: a new call is confirmed alone, an unchanged ringing one is not again.
    await phone.change([buildPhoneCall(2)]);
    await phone.change([buildPhoneCall(3, { state: 'taken', can_accept: false })]);
    await waitFor(() => expect(acks(phone)).toEqual([confirmed(1), confirmed(2)]));
    // Taken by someone, released, ringing again: a new delivery.
    await phone.change([buildPhoneCall(1, { state: 'taken', can_accept: false })]);
    await phone.change([buildPhoneCall(1)]);
    await waitFor(() => expect(acks(phone).slice(2)).toEqual([confirmed(1)]));
    // A reconnect's complete list: everything ringing is confirmed again.
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(2)]);
    await waitFor(() => expect(acks(phone).slice(3)).toEqual([confirmed(1, 2)]));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      refusing = true;
      await phone.change([buildPhoneCall(4)]);
      // Within half a second of the last confirmation it waits for the window's end.
      await act(async () => vi.advanceTimersByTime(ACK_GATHER_MS));
      await vi.waitFor(() => expect(acks(phone).slice(4)).toEqual([confirmed(4)]));
      refusing = false;
      await act(async () => vi.advanceTimersByTime(CONFIRM_RETRY_MS));
      await act(async () => vi.advanceTimersByTime(ACK_GATHER_MS));
      await vi.waitFor(() => expect(acks(phone).slice(4)).toEqual([confirmed(4), confirmed(4)]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens nothing while the page is hidden, and opens what rings when it is shown again', async () => {
    setVisibility('hidden');
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1)]);
    await waitFor(() => expect(acks(phone)).toEqual([confirmed(1)]));
    await act(async () => setVisibility('visible'));
    await waitFor(() => expect(acks(phone)).toEqual([confirmed(1), opened(1)]));
    await act(async () => setVisibility('hidden'));
    await act(async () => setVisibility('visible'));
    await waitFor(() => expect(acks(phone)).toHaveLength(3));
    expect(acks(phone)[2]).toEqual(opened(1));
  });

  it('sends nothing for a list without ringing calls', async () => {
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1, { state: 'accepted', can_accept: false })]);
    await phone.deliver([]);
    expect(acks(phone)).toEqual([]);
  });

  it('reports its status on start and when the mute toggle, the visibility or the battery change', async () => {
    const user = userEvent.setup();
    const battery = Object.assign(new EventTarget(), { level: 0.8, charging: false });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { getBattery: async () => battery }));
    const phone = renderPhone({ stored: SIGNED_IN });
    await waitFor(() =>
      expect(reports(phone).at(-1)).toEqual({ muted: false, visible: true, battery: 80, charging: false }),
    );

    await user.click(screen.getByRole('button', { name: 'Sound off' }));
    await waitFor(() => expect(reports(phone).at(-1)).toMatchObject({ muted: true }));
    expect(phone.storage.read('muted')).toBe('1');

    battery.charging = true;
    await act(async () => battery.dispatchEvent(new Event('chargingchange')));
    await waitFor(() => expect(reports(phone).at(-1)).toMatchObject({ charging: true, muted: true }));

    await act(async () => setVisibility('hidden'));
    await waitFor(() => expect(reports(phone).at(-1)).toMatchObject({ visible: false }));
  });

  it('reports the notification permission where the browser has notifications', async () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'denied' }),
    );
    const phone = renderPhone({ stored: SIGNED_IN });
    await waitFor(() => expect(reports(phone).at(-1)).toMatchObject({ notifications: 'denied' }));
  });
});
