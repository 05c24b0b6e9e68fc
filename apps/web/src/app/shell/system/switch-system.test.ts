import { describe, expect, it } from 'vitest';
import { type SwitchSteps, switchSystem } from './switch-system';

describe('switching the system context (spec part 1 §4)', () => {
  it('stores the choice first, restarts the socket, resets the cache, then reloads the data', async () => {
    const done: string[] = [];
    const steps: SwitchSteps = {
      store: (id) => done.push(`store ${id}`),
      restartSocket: () => done.push('socket'),
      forgetSyncState: () => done.push('sync'),
      clearCache: async () => done.push('cache'),
      reloadAppData: async () => {
        done.push('app data');
      },
    };
    await switchSystem(3, steps);
    expect(done).toEqual(['store 3', 'socket', 'sync', 'cache', 'app data']);
  });
});
