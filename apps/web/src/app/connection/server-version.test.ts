import { describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from './connection-state';
import { createServerVersionStore } from './server-version';

describe('server version', () => {
  it("takes the first version seen as the page's and reports only a different one", () => {
    const store = createServerVersionStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.report('1.0.0');
    expect(store.getSnapshot()).toBeNull();
    store.report('1.1.0');
    store.report('1.1.0');
    expect(store.getSnapshot()).toBe('1.1.0');
    expect(heard).toHaveBeenCalledOnce();
    store.report('1.0.0'); // rolled back: nothing to offer any more
    expect(store.getSnapshot()).toBeNull();
  });
});

describe('connection state', () => {
  it('is lost after a close, with its code, until connected again', () => {
    const store = createConnectionStore();
    store.closed(1006, '');
    expect(store.getSnapshot()).toEqual({ status: 'lost', lastClose: { code: 1006, reason: '' } });
    store.connected();
    expect(store.getSnapshot().status).toBe('connected');
  });
});
