import { describe, expect, it } from 'vitest';
import { limitLevel, limitWarnings } from './license-usage';

describe('limitLevel', () => {
  it.each([
    [0, 10, 'ok'],
    [8, 10, 'ok'],
    [9, 10, 'near'],
    [10, 10, 'reached'],
    [11, 10, 'over'],
    [89, 100, 'ok'],
    [90, 100, 'near'],
    [99, 100, 'near'],
    [0, 1, 'ok'],
    [1, 1, 'reached'],
    [0, 0, 'ok'],
    [1, 0, 'over'],
    [500, -1, 'unlimited'],
  ] as const)('%i of %i → %s', (used, limit, level) => {
    expect(limitLevel(used, limit)).toBe(level);
  });
});

describe('limitWarnings', () => {
  it('names the limits near, at or over their end, in the page order', () => {
    const used = { devices: 95, visuals: 1, app_clients: 3, systems: 2 };
    const limits = { devices: 100, visuals: 20, app_clients: 2, systems: 2 };
    expect(limitWarnings(used, limits)).toEqual([
      { kind: 'devices', level: 'near' },
      { kind: 'app_clients', level: 'over' },
      { kind: 'systems', level: 'reached' },
    ]);
  });
});
