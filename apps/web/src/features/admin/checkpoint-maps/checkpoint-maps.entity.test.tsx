import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../config-edit/test/fake-config-server';
import { checkpointMapEntity } from './checkpoint-maps.entity';
import { MAP_IMAGE_MAX_BYTES } from './map-image';

const ROW = {
  id: 5,
  name: 'EG Nord',
  section_id: 1,
  sort_order: 1,
  image: null,
  checkpoints: [
    {
      __typename: 'MapCheckpoint',
      number: 4,
      char: 'A',
      text: 'Ausgang',
      diameter: 20,
      position_x: 10,
      position_y: 30,
      section_id: null,
    },
  ],
};

function open(url: string) {
  const server = fakeConfigServer(
    checkpointMapEntity.documents,
    { one: 'checkpointMap', many: 'checkpointMaps', typename: 'CheckpointMap' },
    [ROW],
  );
  renderCrud(checkpointMapEntity, { url, mocks: server.mocks, appData: { user: { id: 1 } } });
  return server;
}

type User = ReturnType<typeof userEvent.setup>;
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

async function typeName(user: User, name: string) {
  await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, { timeout: 5000 }));
  await user.paste(name);
}

describe('checkpoint map declaration', { timeout: 45_000 }, () => {
  it('lists checkpoint maps with their section and number of checkpoints', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'Checkpoint maps' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('EG Nord', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Pflege 1', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('creates a map with its image and a new checkpoint', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await typeName(user, 'OG Süd');
    await user.upload(fileInput(), new File(['<svg/>'], 'plan.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByAltText('Map image', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add checkpoint' }));
    await user.type(screen.getByLabelText('Text 1'), 'Lift');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'OG Süd',
          section_id: null,
          image: `data:image/svg+xml;base64,${btoa('<svg/>')}`,
          checkpoints: [
            { number: 1, char: '', text: 'Lift', diameter: 20, position_x: 0, position_y: 0, section_id: null },
          ],
        },
      },
    ]);
  });

  it('refuses an image over 5 MB with a message, before sending anything', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await typeName(user, 'OG Süd');
    const big = new File([new Uint8Array(MAP_IMAGE_MAX_BYTES + 1)], 'plan.png', { type: 'image/png' });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText('The image is larger than 5 MB; choose a smaller one.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByAltText('Map image')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, { timeout: 5000 });
    expect(server.writes('create')).toEqual([
      { data: { name: 'OG Süd', section_id: null, image: null, checkpoints: [] } },
    ]);
  });

  it('keeps the checkpoints of a map and refuses a repeated number', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/5');
    expect(await screen.findByDisplayValue('Ausgang', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add checkpoint' }));
    await user.clear(screen.getByLabelText('Number 2'));
    await user.type(screen.getByLabelText('Number 2'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record already exists.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.writes('update')).toEqual([]);
  });
});
