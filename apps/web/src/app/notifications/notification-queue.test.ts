import { describe, expect, it } from 'vitest';
import { dismiss, enqueue, normalise } from './notification-queue';

describe('notification queue', () => {
  it('defaults to a success shown for 5000 ms', () => {
    expect(normalise({ id: 'a', title: 'Saved' })).toEqual({
      id: 'a',
      type: 'success',
      title: 'Saved',
      duration: 5000,
      persist: false,
    });
  });

  it('replaces a notification with the same id in place', () => {
    const queue = [normalise({ id: 'a', title: '1' }), normalise({ id: 'b', title: '2' })];
    expect(enqueue(queue, normalise({ id: 'a', title: '3' })).map((n) => n.title)).toEqual(['3', '2']);
  });

  it('queues a new id at the end and dismisses by id', () => {
    const queue = enqueue([normalise({ id: 'a', title: '1' })], normalise({ id: 'b', title: '2' }));
    expect(dismiss(queue, 'a').map((n) => n.id)).toEqual(['b']);
  });
});
