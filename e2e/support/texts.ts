// The web console's own catalogues, so the specs assert what a user reads without repeating it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes';

const LOCALES_DIR = join(ROOT, 'apps/web/src/i18n/locales');

// The German files give the shape; a test in the web app keeps the other languages' keys equal.
interface Catalogue {
  auth: typeof import('../../apps/web/src/i18n/locales/de/auth.json');
  calllog: typeof import('../../apps/web/src/i18n/locales/de/calllog.json');
  common: typeof import('../../apps/web/src/i18n/locales/de/common.json');
  errors: typeof import('../../apps/web/src/i18n/locales/de/errors.json');
  nav: typeof import('../../apps/web/src/i18n/locales/de/nav.json');
  setup: typeof import('../../apps/web/src/i18n/locales/de/setup.json');
}

function load(language: 'de' | 'fr'): Catalogue {
  const read = (namespace: keyof Catalogue) =>
    JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
  return {
    auth: read('auth'),
    calllog: read('calllog'),
    common: read('common'),
    errors: read('errors'),
    nav: read('nav'),
    setup: read('setup'),
  };
}

export const de = load('de');
export const fr = load('fr');

/** A text with its `{{placeholders}}` filled in, as i18next does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A text whose placeholders may be anything, each captured in order, e.g. a countdown's seconds. */
export function pattern(text: string): RegExp {
  const parts = text.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('(.+?)'));
}

/** Another namespace of the web's catalogues, typed by the caller (`typeof import('…/de/x.json')`). */
export function readCatalogue<T>(language: 'de' | 'fr', namespace: string): T {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as T;
}
