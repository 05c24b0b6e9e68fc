import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { type ConsoleStack, issuesOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';
import { MAP_IMAGE_MAX_BYTES } from './map-image';

const CREATE = 'mutation($d: CheckpointMapInput!) { createCheckpointMap(data: $d) { id sort_order image } }';
const SORT = 'mutation($ids: [Int!]!) { sortCheckpointMaps(ids: $ids) { id sort_order } }';

/** A PNG data URL whose content decodes to `bytes` bytes. */
const pngOf = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

let env: ConsoleStack;
beforeAll(async () => {
  env = await startConsoleStack();
});
afterAll(() => env.close());

describe('checkpoint maps', () => {
  it('stores an image of exactly 5 MB and refuses one byte more with a translatable message', async () => {
    const image = pngOf(MAP_IMAGE_MAX_BYTES);
    const stored = await ok<{ createCheckpointMap: { id: number; image: string } }>(env.admin, CREATE, {
      d: { name: 'Obergeschoss', image },
    });
    expect(stored.createCheckpointMap.image).toBe(image);

    const reply = await env.admin.gql(CREATE, { d: { name: 'Dachgeschoss', image: pngOf(MAP_IMAGE_MAX_BYTES + 1) } });
    expect(issuesOf(reply)).toEqual(['image:max_value']);
    expect(reply.errors[0]?.extensions?.data).toEqual({ max: '5 MB' });

    // The audit log says the image changed, never what it holds.
    const id = stored.createCheckpointMap.id;
    await ok(env.admin, `mutation { updateCheckpointMap(id: ${id}, data: { image: "${pngOf(3)}" }) { id } }`);
    const entries = (await env.server.app.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).filter(
      (a) => a.entity === 'checkpoint_map' && a.entity_id === String(id),
    );
    expect(entries.map((a) => [a.action, a.change])).toEqual([
      ['created', expect.objectContaining({ image: '***' })],
      ['updated', { from: '***', to: '***' }],
    ]);
  });

  it('refuses repeated checkpoint numbers and texts the devices cannot show', async () => {
    const point = { number: 5, diameter: 10, position_x: 1, position_y: 1 };
    const reply = await env.admin.gql(CREATE, {
      d: { name: 'Garten', checkpoints: [point, { ...point, text: 'TÜR' }] },
    });
    expect(issuesOf(reply)).toEqual(['checkpoints[1].text:no_umlauts', 'checkpoints[1]:duplicate']);
  });

  it('puts new maps last and sorts them by the ids given', async () => {
    const a = await ok<{ createCheckpointMap: { id: number; sort_order: number } }>(env.admin, CREATE, {
      d: { name: 'Keller' },
    });
    const b = await ok<{ createCheckpointMap: { id: number; sort_order: number } }>(env.admin, CREATE, {
      d: { name: 'Estrich' },
    });
    expect(b.createCheckpointMap.sort_order).toBe(a.createCheckpointMap.sort_order + 1);
    const sorted = await ok<{ sortCheckpointMaps: { id: number; sort_order: number }[] }>(env.admin, SORT, {
      ids: [b.createCheckpointMap.id, a.createCheckpointMap.id],
    });
    expect(sorted.sortCheckpointMaps).toEqual([
      { id: b.createCheckpointMap.id, sort_order: 1 },
      { id: a.createCheckpointMap.id, sort_order: 2 },
    ]);
  });
});
