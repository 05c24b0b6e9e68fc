import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { videoStreamEntity } from './video-streams.entity';

type User = ReturnType<typeof userEvent.setup>;

function open(url: string) {
  const server = fakeConfigServer(
    videoStreamEntity.documents,
    { one: 'videoStream', many: 'videoStreams', typename: 'VideoStream' },
    [
      {
        id: 4,
        name: 'Eingang',
        url: 'http://cam1.local/live',
        trigger_start: null,
        trigger_stop: null,
        tree_node_ids: [],
        section_ids: [],
      },
    ],
  );
  renderCrud(videoStreamEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

async function typeInto(user: User, label: RegExp, text: string) {
  await user.click(await screen.findByLabelText(label, { selector: 'input' }, { timeout: 5000 }));
  await user.paste(text);
}

describe('video stream declaration', { timeout: 20_000 }, () => {
  it('lists video streams with their URL', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Video streams' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('http://cam1.local/live', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a stream, an empty trigger sent as none', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await typeInto(user, /^Name/, 'Garten');
    await typeInto(user, /^URL/, ' https://cam2.local/stream ');
    await typeInto(user, /^Start trigger/, 'https://cam2.local/start');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Garten',
          url: 'https://cam2.local/stream',
          trigger_start: 'https://cam2.local/start',
          trigger_stop: null,
          tree_node_ids: [],
          section_ids: [],
        },
      },
    ]);
  });

  it('refuses a URL without http and a trigger on another host, as the server does', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await typeInto(user, /^Name/, 'Garten');
    await typeInto(user, /^URL/, 'rtsp://cam2.local/stream');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The URL must start with http:// or https://.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^URL/, { selector: 'input' }));
    await typeInto(user, /^URL/, 'http://cam2.local/stream');
    await typeInto(user, /^Stop trigger/, 'http://cam9.local/stop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The host must match cam2.local.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });
});
