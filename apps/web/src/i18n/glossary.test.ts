import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, RESOURCES } from './i18n';

/**
 * The catalogues speak the glossary's words (docs/glossary.md, "Words in the four languages"): one word
 * per concept and language, so that a section is not "Bereich" on one screen and "Sektor" on the next.
 */
const GLOSSARY = readFileSync(join(__dirname, '../../../../docs/glossary.md'), 'utf8');

interface Concept {
  name: string;
  words: Record<Locale, string>;
  forbidden: Partial<Record<Locale, string[]>>;
}

/** Apostrophes written either way are the same letter here. */
const normal = (text: string) => text.replace(/[’‘]/g, "'").toLowerCase();

function concepts(): Concept[] {
  const section = GLOSSARY.split('## Words in the four languages')[1] ?? '';
  const rows = section.split('\n').filter((line) => /^\|(?!\s*(concept|---))/.test(line));
  return rows.map((row) => {
    const [name = '', de = '', en = '', fr = '', it = '', not = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const forbidden: Concept['forbidden'] = {};
    for (const part of not.split(';').filter((p) => p.trim())) {
      const [lang = '', words = ''] = part.split(':').map((s) => s.trim());
      forbidden[lang as Locale] = words.split(',').map((w) => w.trim());
    }
    return { name, words: { de, en, fr, it }, forbidden };
  });
}

function texts(lang: Locale): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const ns of NAMESPACES) walk(RESOURCES[lang]?.[ns]);
  return out;
}

/** A word at the start of a word of the text ("Sektor" finds "Sektoren", not "Basissektor"). */
const startsWord = (word: string) =>
  new RegExp(`(?<![\\p{L}])${normal(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');

describe('glossary words in the catalogues', () => {
  const all = concepts();

  it('reads the glossary’s table', () => {
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining(['section', 'call', 'presence', 'defect', 'display group']),
    );
  });

  describe.each(LOCALES)('%s', (lang) => {
    const catalogue = texts(lang).map(normal);

    it.each(all.map((c) => [c.name, c] as const))('uses the glossary’s word for %s', (_name, concept) => {
      const word = startsWord(concept.words[lang]);
      expect(catalogue.some((text) => word.test(text))).toBe(true);
    });

    it.each(all.filter((c) => c.forbidden[lang]).map((c) => [c.name, c] as const))(
      'uses no other word for %s',
      (_name, concept) => {
        const found = (concept.forbidden[lang] ?? []).flatMap((synonym) =>
          catalogue.filter((text) => startsWord(synonym).test(text)).map((text) => `${synonym}: ${text}`),
        );
        expect(found).toEqual([]);
      },
    );
  });

  it('writes Swiss German, without ß', () => {
    expect(texts('de').filter((text) => text.includes('ß'))).toEqual([]);
  });
});
