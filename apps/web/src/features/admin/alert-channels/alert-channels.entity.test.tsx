import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { pickOption } from '../buttons/test/device-mocks';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { alertChannelEntity } from './alert-channels.entity';

const ROW = {
  id: 2,
  name: 'Pager Nacht',
  category: 'tech',
  class: 'critical',
  outbound_enabled: false,
  outbound_url: null,
  outbound_can_reply: false,
  supports_phone_calls: true,
};

function open(url: string) {
  const server = fakeConfigServer(
    alertChannelEntity.documents,
    { one: 'alertChannel', many: 'alertChannels', typename: 'AlertChannel' },
    [ROW],
  );
  renderCrud(alertChannelEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

describe('alert channel declaration', { timeout: 45_000 }, () => {
  it('lists alert channels with their category and class translated', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Alert channels' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Pager Nacht', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Technical')).toBeInTheDocument();
    expect(screen.getByText('Critical')).toBeInTheDocument();
  });

  it('asks for the URL when sending outbound, then creates the channel', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
    await user.paste('Webhook');
    await pickOption(user, /^Class/, 'Information');
    await user.click(screen.getByLabelText('Send outbound'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);

    await user.click(screen.getByLabelText(/^Outbound URL/, { selector: 'input' }));
    await user.paste('https://alarm.example/hook');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Webhook',
          category: 'care',
          class: 'info',
          outbound_enabled: true,
          outbound_url: 'https://alarm.example/hook',
          outbound_can_reply: false,
          supports_phone_calls: false,
        },
      },
    ]);
  });
});
