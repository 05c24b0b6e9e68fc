import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wardlight/domain';
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CONSOLE_NAMESPACES, NAMESPACES, type Namespace } from './namespaces';

/** One JSON file per language and namespace: locales/<lang>/<namespace>.json. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
/** The same files, fetched when needed (vite.config.ts bundles them into two chunks per language). */
const lazyFiles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { import: 'default' });

export { FIRST_NAMESPACES, NAMESPACES, type Namespace, PHONE_NAMESPACES } from './namespaces';

function collectResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] = { ...resources[match[1]], [match[2]]: content as Resource[string][string] };
  }
  return resources;
}

// Pure: the app never reads it (it loads languages lazily), so the build leaves every catalogue out of
// the entry; tests and tools that need them all at once do read it.
export const RESOURCES = /* @__PURE__ */ collectResources();

function options(language: Locale, namespaces: readonly Namespace[] = NAMESPACES): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  };
}

/** A ready i18next instance with every language built in; German is the fallback (spec part 1 §1). */
export function createI18n(language: Locale = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  // A copy: i18next extends resources in place (addResourceBundle), and one test's additions must not
  // reach the next test file that shares the module (vitest `isolate: false`).
  const resources = structuredClone(RESOURCES);
  void instance.use(initReactI18next).init({ ...options(language), resources, initAsync: false });
  return instance;
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The instance loadI18n made, whose other namespaces loadAllNamespaces fetches. */
let appInstance: I18n | null = null;

/**
 * The app's instance: only the languages in use are fetched (the page's and German, the fallback), and
 * of them only `namespaces`, which keeps the other languages and the console's texts off the display's
 * cold load (DESIGN §7). Resolves once they are there; a later language change fetches its language
 * first, with every namespace loaded by then.
 */
export async function loadI18n(
  language: Locale = DEFAULT_LOCALE,
  namespaces: readonly Namespace[] = NAMESPACES,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(lazyCatalogues).use(initReactI18next).init(options(language, namespaces));
  appInstance = instance;
  return instance;
}

/**
 * Every namespace of the console in the app's instance, for a screen about to load (routes/screens.ts).
 * At once when they are there already, and where there is no app instance (tests render with createI18n).
 */
export function loadAllNamespaces(): Promise<void> {
  return appInstance ? appInstance.loadNamespaces([...CONSOLE_NAMESPACES]) : Promise.resolve();
}
