import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { buildPhoneCall, renderPhone, SIGNED_IN } from '../test/phone-harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TEAM = {
  phoneTeam: {
    enabled: true,
    members: [
      { name: 'anna', display_name: 'Anna Muster', on_phone: true, busy_with: ['Zimmer 101'] },
      { name: 'ben', display_name: 'Ben Beispiel', on_phone: false, busy_with: [] },
    ],
    presences: [
      {
        id: 9,
        device_text_long: 'Zimmer 104',
        section_name: '1. OG',
        opened_at: new Date(Date.now() - 120_000).toISOString(),
      },
    ],
  },
};

const SUBSCRIPTIONS = (subscriptions: unknown[]) => ({
  allowed: true,
  confirmation_required: true,
  subscriptions,
  rooms: [
    { id: 31, name: 'Zimmer 101' },
    { id: 32, name: 'Zimmer 102' },
  ],
});

describe('the team view on the phone', () => {
  it('shows who is on a phone and what they took, and the presences of the section', async () => {
    renderPhone({ stored: SIGNED_IN, server: { PhoneTeam: () => TEAM } });
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(within(team).getByText('Anna Muster').parentElement).toHaveTextContent(
      'on a phoneAnna Musterhas Zimmer 101',
    );
    expect(within(team).getByText('Ben Beispiel').parentElement).toHaveTextContent('not on a phone');
    expect(within(team).getByText(/Zimmer 104/)).toHaveTextContent('Zimmer 104 · 2 min ago');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('is not there when the settings switch it off, and is read again when the list changes', async () => {
    const { server, deliver } = renderPhone({ stored: SIGNED_IN });
    await deliver([buildPhoneCall(1)]);
    expect(screen.queryByRole('region', { name: 'Team' })).not.toBeInTheDocument();
    const before = server.of('PhoneTeam').length;
    await deliver([buildPhoneCall(1), buildPhoneCall(2)]);
    await vi.waitFor(() => expect(server.of('PhoneTeam').length).toBeGreaterThan(before));
  });
});

describe('user-defined subscriptions on the phone', () => {
  it('subscribes to a room with a priority, shows it waiting for confirmation, and removes it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let held: unknown[] = [];
    const { server } = renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneSubscriptions: () => ({ phoneSubscriptions: SUBSCRIPTIONS(held) }),
        PhoneSubscribe: () => {
          held = [{ id: 5, node_id: 32, node_name: 'Zimmer 102', priority: 2, confirmed: false }];
          return { phoneSubscribe: SUBSCRIPTIONS(held) };
        },
        PhoneUnsubscribe: () => {
          held = [];
          return { phoneUnsubscribe: SUBSCRIPTIONS(held) };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'My subscriptions' });
    expect(within(section).getByText('You have not subscribed to any room.')).toBeInTheDocument();
    await user.click(within(section).getByLabelText('Room', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Zimmer 102', hidden: true }));
    const priority = within(section).getByLabelText('Priority', { selector: 'input' });
    await user.clear(priority);
    await user.type(priority, '2');
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByText('waiting for confirmation')).toBeInTheDocument();
    expect(server.of('PhoneSubscribe').map((r) => r.variables)).toEqual([{ node_id: 32, priority: 2 }]);
    await user.click(within(section).getByRole('button', { name: 'Remove subscription Zimmer 102' }));
    expect(await within(section).findByText('You have not subscribed to any room.')).toBeInTheDocument();
    expect(server.of('PhoneUnsubscribe').map((r) => r.variables)).toEqual([{ id: 5 }]);
  });

  it('says in words that a room is already subscribed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPhone({
      stored: SIGNED_IN,
      server: {
        PhoneSubscriptions: () => ({ phoneSubscriptions: SUBSCRIPTIONS([]) }),
        PhoneSubscribe: () => {
          throw Object.assign(new Error('validation failed'), {
            extensions: { code: 'VALIDATION_FAILED', field: 'node_id', key: 'unique' },
          });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'My subscriptions' });
    await user.click(within(section).getByLabelText('Room', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Zimmer 101', hidden: true }));
    await user.click(within(section).getByRole('button', { name: 'Subscribe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('You have already subscribed to this room.');
  });
});
