import { describe, expect, it } from 'vitest';
import { slugify } from './display-slug';

describe('slugify', () => {
  it.each([
    ['Station 1', 'station-1'],
    ['Bären Süd', 'baeren-sued'],
    ['Öffentliche Straße', 'oeffentliche-strasse'],
    ['Élan Côté', 'elan-cote'],
    ['  Haus -- Linde!  ', 'haus-linde'],
    ['ÄUSSERE Flur', 'aeussere-flur'],
    ['!!!', 'profile'],
    ['', 'profile'],
    ['x'.repeat(80), 'x'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%j → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
