import { describe, expect, it } from 'vitest';
import { firstPaintLocale, localeParam, type VisitorLocaleSources, visitorLocale } from './visitor-locale';

const none: VisitorLocaleSources = { param: null, chosen: null, configured: null };

describe('a visitor’s language', () => {
  it.each([
    ['the configured default', { ...none, configured: 'fr' }, 'fr'],
    ['German while nothing is known', none, 'de'],
    ['their own choice over the default', { ...none, chosen: 'it', configured: 'fr' }, 'it'],
    ['the address’s ?locale= over both', { param: 'en', chosen: 'it', configured: 'fr' }, 'en'],
  ] as const)('is %s', (_what, sources, expected) => {
    expect(visitorLocale(sources)).toBe(expected);
  });

  it('is not the last signed-in user’s once no session is expected', () => {
    expect(firstPaintLocale(false, 'it', { ...none, configured: 'fr' })).toBe('fr');
    expect(firstPaintLocale(true, 'it', { ...none, configured: 'fr' })).toBe('it');
    expect(firstPaintLocale(true, null, { ...none, configured: 'fr' })).toBe('fr');
  });

  it.each([
    ['?locale=fr', 'fr'],
    ['?x=1&locale=it', 'it'],
    ['?locale=es', null],
    ['', null],
  ])('reads %j from the address as %j', (search, expected) => {
    expect(localeParam(search)).toBe(expected);
  });
});
