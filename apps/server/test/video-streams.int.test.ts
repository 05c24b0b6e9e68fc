import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';
import { setUpAdmin } from './seed';

// Issue 14 item 5 (ADR 0038): a call opened on a device or in a section linked to a video stream sends the
// spec's `videostream` message to everyone who may see the system — the displays among them — with the call.

type Message = { subject: string; payload: Record<string, unknown> | null };

/** Simulator devices (tree node ids): room 101's and room 103's terminals (section 1), room 201's (section 2). */
const ROOM_101 = 23;
const ROOM_103 = 13;
const ROOM_201 = 10;
const FLOOR_2 = 2;

let stack: LinkedStack;
let admin: TestClient;

beforeAll(async () => {
  stack = await startLinkedStack();
  admin = await setUpAdmin(stack.server);
  admin.system = String(stack.systemId).padStart(2, '0');
});
afterAll(() => stack.close());

const CREATE = `mutation($data: VideoStreamInput!) {
  createVideoStream(data: $data) { id url tree_node_ids section_ids }
}`;

function listen(client: TestClient) {
  const socket = client.socket();
  const heard: Message[] = [];
  socket.subscribe<{ systemMessages: Message }>(
    { query: 'subscription { systemMessages { subject payload } }' },
    { next: (v) => v.data && heard.push(v.data.systemMessages), error: () => undefined, complete: () => undefined },
  );
  return { socket, heard, videos: () => heard.filter((m) => m.subject === 'videostream').map((m) => m.payload) };
}

describe('video streams opened by calls', () => {
  it('are linked to devices and sections that exist', async () => {
    const refused = await admin.gql(CREATE, {
      data: { name: 'Nirgends', url: 'http://cam.local/0', tree_node_ids: [99_999], section_ids: [77] },
    });
    expect(refused.errors[0]?.extensions).toMatchObject({ validation: true });
    expect(JSON.stringify(refused.errors)).toMatch(/tree_node_ids/);
    expect(JSON.stringify(refused.errors)).toMatch(/section_ids/);
  });

  it('tell every display of the system which stream a call on a linked device or section opens', async () => {
    const device = await admin.gql<{ createVideoStream: { id: number; tree_node_ids: number[] } }>(CREATE, {
      data: { name: 'Zimmer 101', url: 'http://cam.local/camera/1/stream.mjpg', tree_node_ids: [ROOM_101, ROOM_101] },
    });
    expect(device.errors).toEqual([]);
    expect(device.data?.createVideoStream.tree_node_ids).toEqual([ROOM_101]);
    const section = await admin.gql(CREATE, {
      data: { name: '2. OG', url: 'http://cam.local/camera/2/snapshot.jpg', section_ids: [FLOOR_2] },
    });
    expect(section.errors).toEqual([]);

    const visitor = stack.client();
    const wall = listen(visitor);
    await vi.waitFor(() => expect(wall.heard.some((m) => m.subject === 'restart')).toBe(true));

    // Not linked: no stream. Then the linked device, then a device of the linked section.
    await stack.sim.control.press(ROOM_103, 'alert');
    await stack.sim.control.press(ROOM_101, 'alert');
    await stack.sim.control.press(ROOM_201, 'alert');
    await vi.waitFor(() => expect(wall.videos()).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = wall.videos();
    expect(first).toEqual({
      url: 'http://cam.local/camera/1/stream.mjpg',
      action: 'start',
      call_id: expect.any(Number),
      system_id: stack.systemId,
    });
    expect(second).toMatchObject({ url: 'http://cam.local/camera/2/snapshot.jpg', action: 'start' });

    // The calls named are the ones the presses opened.
    const open = await visitor.gql<{ openCalls: { id: number; system_tree_node: { id: number } | null }[] }>(
      '{ openCalls { id system_tree_node { id } } }',
    );
    const callOf = (node: number) => open.data?.openCalls.find((c) => c.system_tree_node?.id === node)?.id;
    expect(first?.call_id).toBe(callOf(ROOM_101));
    expect(second?.call_id).toBe(callOf(ROOM_201));

    // Closing a call opens nothing; an administrator's change is heard by the next call at once.
    await stack.sim.control.press(ROOM_101, 'alert');
    const unlinked = await admin.gql(
      `mutation($id: Int!) { updateVideoStream(id: $id, data: { tree_node_ids: [${ROOM_103}] }) { id } }`,
      { id: device.data?.createVideoStream.id },
    );
    expect(unlinked.errors).toEqual([]);
    await stack.sim.control.press(ROOM_103, 'alert'); // closes room 103's call
    await stack.sim.control.press(ROOM_103, 'alert'); // opens a new one, now linked
    await vi.waitFor(() => expect(wall.videos()).toHaveLength(3), { timeout: 10_000 });
    expect(wall.videos()[2]).toMatchObject({ url: 'http://cam.local/camera/1/stream.mjpg' });
    await wall.socket.dispose();
  });
});
