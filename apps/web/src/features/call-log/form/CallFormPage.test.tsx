import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { buildCall, buildStep, openCall } from '../test/builders';
import { type CallServerOptions, fakeCallServer } from '../test/fake-server';
import { CLOSER, LOG_USER, renderWithServer } from '../test/render-log';
import { CallFormPage } from './CallFormPage';

function open(id: string, options: CallServerOptions, appData = LOG_USER) {
  const server = fakeCallServer(options);
  renderWithServer(<CallFormPage />, server, { path: '/log/edit/:id?', url: `/log/edit/${id}`, appData });
  return server;
}

/** The value beside a field's label in the form's lists. */
function field(label: string): string | null {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  if (!term) throw new Error(`no field ${label}`);
  return term.nextElementSibling?.textContent ?? null;
}

describe('the call form', { timeout: 20_000 }, () => {
  it('shows every field of the call with its type, source, section and device', async () => {
    open('5', { details: [buildCall(5)] });
    expect(await screen.findByRole('heading', { name: 'Alert – Zimmer 5' })).toBeInTheDocument();
    expect(field('State')).toBe('Closed');
    expect(field('Duration')).toBe('3 min');
    expect(field('Weekday')).toBe('Wednesday');
    expect(field('Call source')).toBe('Button');
    expect(field('Call source code')).toBe('B');
    expect(field('Handled by (app)')).toBe('Anna');
    expect(field('Long text')).toBe('Zimmer 5');
    expect(field('Serial number')).toBe('R-2001');
    expect(field('Device number')).toBe('101');
    expect(field('Manual closing forbidden')).toBe('No');
    expect(field('Manual closing allowed')).toBe('Yes');
    expect(field('Urgency')).toBe('Urgent');
    expect(field('Colour')).toBe('#ff0000');
  });

  it('shows the trail: opened, each step after how long and by whom, and closed', async () => {
    open('5', {
      details: [
        buildCall(5, {
          actions: [
            buildStep('1', 'Accepted', 72),
            buildStep('2', 'Escalated', 130, { actor_kind: 'system', actor_name: null, detail: 'Group Night' }),
          ],
        }),
      ],
    });
    const trail = await screen.findByRole('region', { name: 'Trail' });
    const text = trail.textContent ?? '';
    expect(within(trail).getByText('Opened')).toBeInTheDocument();
    expect(within(trail).getByText('Accepted')).toBeInTheDocument();
    expect(within(trail).getByText(/· after 1 min 12 s$/)).toBeInTheDocument();
    expect(within(trail).getByText('App user: Anna')).toBeInTheDocument();
    expect(within(trail).getByText(/· after 2 min 10 s$/)).toBeInTheDocument();
    expect(within(trail).getByText('System')).toBeInTheDocument();
    expect(within(trail).getByText('Group Night')).toBeInTheDocument();
    expect(within(trail).getByText(/· after 3 min$/)).toBeInTheDocument();
    expect(text.indexOf('Opened')).toBeLessThan(text.indexOf('Accepted'));
    expect(text.indexOf('Escalated')).toBeLessThan(text.lastIndexOf('Closed'));
  });

  it('offers no close button without calllog::close_calls', async () => {
    open('6', { details: [openCall(6)] });
    expect(await screen.findByRole('heading', { name: 'Alert – Zimmer 6' })).toBeInTheDocument();
    expect(field('State')).toBe('Open');
    expect(screen.queryByRole('button', { name: 'Close call' })).not.toBeInTheDocument();
  });

  it('offers no close button on a closed call', async () => {
    open('5', { details: [buildCall(5)] }, CLOSER);
    expect(await screen.findByRole('heading', { name: 'Alert – Zimmer 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close call' })).not.toBeInTheDocument();
  });

  it('closes an open call after asking, and shows it closed with who closed it', async () => {
    const server = open('6', { details: [openCall(6)] }, CLOSER);
    await userEvent.click(await screen.findByRole('button', { name: 'Close call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this call?' });
    expect(within(dialog).getByText(/The call ends at the device Zimmer 6/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close call' }));
    expect(await screen.findByText('Closed from the console')).toBeInTheDocument();
    expect(screen.getByText('User: admin')).toBeInTheDocument();
    expect(field('State')).toBe('Closed');
    expect(screen.queryByRole('button', { name: 'Close call' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.name === 'CallClose').map((r) => r.variables)).toEqual([{ id: 6 }]);
  });

  it('says inside the dialog when the call could not be closed', async () => {
    open('6', { details: [openCall(6)], closeFails: true }, CLOSER);
    await userEvent.click(await screen.findByRole('button', { name: 'Close call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close call' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The call could not be closed.');
    // Spec part 2 §8: the German text of a failed close.
    expect(createI18n('de').t('calllog:close.failed')).toBe('Der Ruf konnte nicht geschlossen werden.');
  });

  it('explains the routing to the phones under the app licence: tiers, why, deliveries, who was not rung', async () => {
    const member = (user_name: string, extra: Record<string, unknown>) => ({
      __typename: 'RoutingMember',
      user_name,
      can_accept: true,
      reason: 'group',
      group_name: 'Pflege',
      connection_name: null,
      node_name: null,
      priority: null,
      rejected: false,
      ...extra,
    });
    const routing = {
      __typename: 'CallRouting',
      started: true,
      current_tier: 1,
      accepted_by: 'carla',
      exhausted: false,
      closed: true,
      tiers: [
        {
          __typename: 'RoutingTier',
          index: 0,
          kind: 'subscribers',
          priority: 1,
          sent: true,
          members: [member('carla', { reason: 'subscription', group_name: null, node_name: 'Zimmer 5', priority: 1 })],
        },
        {
          __typename: 'RoutingTier',
          index: 1,
          kind: 'groups',
          priority: null,
          sent: true,
          members: [member('anna', {}), member('ben', { rejected: true, can_accept: false })],
        },
      ],
      notes: [],
      deliveries: [
        {
          __typename: 'PhoneDelivery',
          client_name: 'Phone C',
          user_name: 'carla',
          state: 'opened',
          sent_at: '2026-07-01T08:00:01.000Z',
          confirmed_at: '2026-07-01T08:00:01.200Z',
          opened_at: '2026-07-01T08:00:02.000Z',
          attempts: 2,
        },
      ],
      not_reached: [{ __typename: 'RoutingMiss', user_name: 'paula', reason: 'no_group' }],
    };
    open('5', { details: [buildCall(5)], routing: { 5: routing } }, { ...LOG_USER, appClients: 5 });
    const section = await screen.findByRole('region', { name: 'Phones' });
    expect(await within(section).findByText('Accepted on the phone by carla.')).toBeInTheDocument();
    expect(within(section).getByText('carla — subscribed to Zimmer 5')).toBeInTheDocument();
    expect(within(section).getByText('ben — group Pflege · may only reject · rejected')).toBeInTheDocument();
    const deliveries = within(section).getByRole('table', { name: 'Deliveries to the phones' });
    const cells = within(within(deliveries).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(expect.arrayContaining(['Phone C', 'carla', 'Opened', '2']));
    expect(within(section).getByText('paula — in no app user group')).toBeInTheDocument();
  });

  it('asks nothing about phones without the app licence', async () => {
    const server = open('5', { details: [buildCall(5)] });
    expect(await screen.findByRole('heading', { name: 'Alert – Zimmer 5' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Phones' })).not.toBeInTheDocument();
    expect(server.requests.map((r) => r.name)).not.toContain('CallRouting');
  });

  it.each(['404', 'abc'])('says that call %s does not exist or may not be seen', async (id) => {
    open(id, { details: [buildCall(5)] });
    expect(await screen.findByText('This call does not exist, or you may not see it.')).toBeInTheDocument();
  });
});
