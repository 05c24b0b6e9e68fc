import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wardlight/domain';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One JSON file per language and namespace: locales/<lang>/<namespace>.json. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'setup',
  'errors',
  'validation',
  'crud',
  'admin',
  'displaySettings',
  'display',
  'shell',
  'tree',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] = { ...resources[match[1]], [match[2]]: content as Resource[string][string] };
  }
  return resources;
}

export const RESOURCES = collectResources();

/** A ready i18next instance; German is built in and the fallback (spec part 1 §1). */
export function createI18n(language: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
