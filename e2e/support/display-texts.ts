// The display's catalogue in each of the console's languages: the display speaks its own language
// (its `locale`), so its specs read the texts of the language they ask for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes';

export const LOCALES = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

/** The German file gives the shape; a test in the web app keeps the other languages' keys equal. */
export type DisplayCatalogue = typeof import('../../apps/web/src/i18n/locales/de/display.json');

function load(locale: Locale): DisplayCatalogue {
  return JSON.parse(readFileSync(join(ROOT, 'apps/web/src/i18n/locales', locale, 'display.json'), 'utf8'));
}

export const displayTexts: Record<Locale, DisplayCatalogue> = {
  de: load('de'),
  en: load('en'),
  fr: load('fr'),
  it: load('it'),
};
