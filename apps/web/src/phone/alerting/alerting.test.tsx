import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPhoneCall, renderPhone, SIGNED_IN } from '../test/phone-harness';
import { restoreVisibility, setVisibility } from '../test/visibility';
import { REPEAT_MS } from './useAlerting';

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  restoreVisibility();
  vi.unstubAllGlobals();
});

describe('alerting', () => {
  it('rings and vibrates for a new ringing call, harder for an emergency, not again for one it knows', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { vibrate }));
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1)]);
    expect(phone.rings).toEqual(['normal']);
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(2, { urgency: 'Emergency' })]);
    expect(phone.rings).toEqual(['normal', 'emergency']);
    expect(vibrate).toHaveBeenCalledTimes(2);
    await phone.deliver([buildPhoneCall(1), buildPhoneCall(2, { urgency: 'Emergency' })]);
    expect(phone.rings).toHaveLength(2);
  });

  it('rings again while a call rings unopened, and stops when it is taken', async () => {
    setVisibility('hidden');
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1)]);
    await pass(REPEAT_MS.other);
    expect(phone.rings).toEqual(['normal', 'normal']);
    await phone.deliver([buildPhoneCall(1, { state: 'taken', accepted_by: 'Bea', can_accept: false })]);
    await pass(REPEAT_MS.other * 3);
    expect(phone.rings).toHaveLength(2);
  });

  it('does not ring again for a call seen on the screen', async () => {
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1, { urgency: 'Emergency' })]);
    await pass(REPEAT_MS.other * 2);
    expect(phone.rings).toEqual(['emergency']);
  });

  it('stays silent when muted, and vibrates still', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { vibrate }));
    const phone = renderPhone({ stored: { ...SIGNED_IN, muted: '1' } });
    await phone.deliver([buildPhoneCall(1)]);
    expect(phone.rings).toEqual([]);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('shows a notification for a new call while the page is hidden and notifications are allowed', async () => {
    const shown: { title: string; options: NotificationOptions }[] = [];
    class FakeNotification {
      static permission = 'granted';
      constructor(title: string, options: NotificationOptions) {
        shown.push({ title, options });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    setVisibility('hidden');
    const phone = renderPhone({ stored: SIGNED_IN });
    await phone.deliver([buildPhoneCall(1, { call_type_text: 'Notruf' })]);
    expect(shown).toEqual([
      { title: 'Call: Notruf', options: expect.objectContaining({ body: 'Zimmer 101 · 1. OG' }) },
    ]);
  });

  it('asks to enable the sound until the audio runs, and remembers the consent in the partition', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    const phone = renderPhone({ stored: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Tap to enable sound' }));
    expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).not.toBeInTheDocument();
    expect(phone.storage.read('sound')).toBe('on');
  });

  it('asks for the notification permission from a button only', async () => {
    vi.useRealTimers();
    const requestPermission = vi.fn(async () => {
      Object.assign(FakeNotification, { permission: 'granted' });
      return 'granted';
    });
    const FakeNotification = Object.assign(function Notification() {}, { permission: 'default', requestPermission });
    vi.stubGlobal('Notification', FakeNotification);
    const user = userEvent.setup();
    renderPhone({ stored: SIGNED_IN });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  });
});
