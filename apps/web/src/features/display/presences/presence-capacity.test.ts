import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESENCE_CAPACITY, presenceCapacity, presenceOverflow } from './presence-capacity';

describe('presence capacity (spec part 2 §9)', () => {
  it.each([
    // viewport, reserved, tile, columns → capacity
    [1080, 80, 40, 2, 40], // fullscreen landscape: (1000 / 50) rows × 2
    [1080, 88, 40, 1, 19], // header, portrait: 992 / 50 → 19 rows
    [1920, 80, 90, 1, 18],
    [300, 88, 300, 2, 2], // not even one row fits: one row still shows
  ])(
    '%i px high, %i reserved, tiles of %i px in %i columns hold %i',
    (viewportHeight, reservedHeight, tileHeight, columns, capacity) => {
      expect(presenceCapacity({ viewportHeight, reservedHeight, tileHeight, columns: columns as 1 | 2 })).toBe(
        capacity,
      );
    },
  );

  it('is 20 until a presence has been measured', () => {
    expect(presenceCapacity({ viewportHeight: 1080, reservedHeight: 80, tileHeight: 0, columns: 2 })).toBe(
      DEFAULT_PRESENCE_CAPACITY,
    );
  });
});

describe('presence overflow', () => {
  const presences = Array.from({ length: 7 }, (_, i) => i);

  it('shows all that fit', () => {
    expect(presenceOverflow(presences, 7, false)).toEqual({ shown: presences, hidden: 0 });
  });

  it("gives the last place to the 'N more' tile", () => {
    expect(presenceOverflow(presences, 5, false)).toEqual({ shown: [0, 1, 2, 3], hidden: 3 });
  });

  it('shows all when expanded', () => {
    expect(presenceOverflow(presences, 5, true)).toEqual({ shown: presences, hidden: 0 });
  });
});
