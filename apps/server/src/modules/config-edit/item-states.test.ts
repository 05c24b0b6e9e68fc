import { describe, expect, it } from 'vitest';
import { stateAfterDelete, stateAfterSave } from './item-states';

describe('item state after a save (spec part 1 §4)', () => {
  it.each([
    [null, 'staged', 'sent'],
    [null, 'pending', 'created'],
    ['created', 'pending', 'created'],
    ['imported', 'pending', 'updated'],
    ['sent', 'pending', 'updated'],
    ['in_sync', 'staged', 'sent'],
    ['updated', 'unchanged', 'in_sync'],
    ['imported', 'skipped', 'imported'],
    ['in_sync', 'skipped', 'in_sync'],
  ] as const)('%s, sending came to %s → %s', (before, result, after) => {
    expect(stateAfterSave(before, result)).toBe(after);
  });
});

describe('item state after a delete (null: the row goes)', () => {
  it.each([
    ['imported', 'staged', 'deleted'],
    ['sent', 'staged', 'deleted'],
    ['sent', 'unchanged', null],
    ['updated', 'absent', null],
    ['created', 'pending', null],
    ['imported', 'pending', 'deleted'],
    ['sent', 'pending', 'deleted'],
  ] as const)('%s, sending came to %s → %s', (before, result, after) => {
    expect(stateAfterDelete(before, result)).toBe(after);
  });
});
