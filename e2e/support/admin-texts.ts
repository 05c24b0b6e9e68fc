// The catalogues of the tree, sync and admin screens (German), beside support/texts.ts's shell ones,
// so the specs of those screens assert what a user reads without repeating it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './processes';

const DE_DIR = join(ROOT, 'apps/web/src/i18n/locales/de');

interface AdminCatalogue {
  admin: typeof import('../../apps/web/src/i18n/locales/de/admin.json');
  adminSystem: typeof import('../../apps/web/src/i18n/locales/de/adminSystem.json');
  crud: typeof import('../../apps/web/src/i18n/locales/de/crud.json');
  display: typeof import('../../apps/web/src/i18n/locales/de/display.json');
  sync: typeof import('../../apps/web/src/i18n/locales/de/sync.json');
  tree: typeof import('../../apps/web/src/i18n/locales/de/tree.json');
  validation: typeof import('../../apps/web/src/i18n/locales/de/validation.json');
}

const read = <K extends keyof AdminCatalogue>(namespace: K): AdminCatalogue[K] =>
  JSON.parse(readFileSync(join(DE_DIR, `${namespace}.json`), 'utf8'));

export const deAdmin: AdminCatalogue = {
  admin: read('admin'),
  adminSystem: read('adminSystem'),
  crud: read('crud'),
  display: read('display'),
  sync: read('sync'),
  tree: read('tree'),
  validation: read('validation'),
};
