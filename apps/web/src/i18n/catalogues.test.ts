import { LOCALES, VALIDATION_KEYS } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, RESOURCES } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('locale catalogues', () => {
  it.each(LOCALES)('%s has every namespace', (lang) => {
    expect(Object.keys(RESOURCES[lang] ?? {}).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const reference = keysOf(RESOURCES.de?.[ns]).sort();
    it.each(LOCALES.filter((l) => l !== 'de'))('%s holds the same keys as de', (lang) => {
      expect(keysOf(RESOURCES[lang]?.[ns]).sort()).toEqual(reference);
    });
    it.each(LOCALES)('%s has no empty text', (lang) => {
      const empty = keysOf(RESOURCES[lang]?.[ns]).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], RESOURCES[lang]?.[ns]);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });

  it('translates every validation key the API can send', () => {
    const translated = Object.keys(RESOURCES.de?.validation ?? {});
    expect(VALIDATION_KEYS.filter((key) => !translated.includes(key))).toEqual([]);
  });
});
