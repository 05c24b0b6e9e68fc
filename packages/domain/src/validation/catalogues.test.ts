import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants/constants';
import { CONFIGURATOR_VALIDATION_KEYS, VALIDATION_DATA, VALIDATION_KEYS, type ValidationKey } from './keys';

/**
 * The web translates what these rules report (apps/web/src/i18n/locales/<lang>/validation.json).
 * Read as files, not imported: the domain imports nothing from the apps.
 */
const ROOT = join(import.meta.dirname, '../../../..');

function catalogue(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(ROOT, `apps/web/src/i18n/locales/${locale}/validation.json`), 'utf8'));
}

/** i18next interpolations: `{{max}}`, also `{{max, number}}`. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([^\s,}]+)/g)].map((m) => m[1] ?? '').sort();
}

describe.each(LOCALES)('validation messages in %s', (locale) => {
  const messages = catalogue(locale);
  const german = catalogue('de');

  it('translate every key', () => {
    const missing = VALIDATION_KEYS.filter((key) => typeof messages[key] !== 'string' || !messages[key]);
    expect(missing).toEqual([]);
  });

  it.each(VALIDATION_KEYS)('%s interpolates only data its issues carry, as German does', (key: ValidationKey) => {
    const used = placeholders(String(messages[key] ?? ''));
    const carried: readonly string[] = VALIDATION_DATA[key];
    expect(used.filter((name) => !carried.includes(name))).toEqual([]);
    expect(used).toEqual(placeholders(String(german[key] ?? '')));
  });
});

describe('placeholders', () => {
  it('finds plain and formatted interpolations', () => {
    expect(placeholders('Zwischen {{min}} und {{ max, number }}.')).toEqual(['max', 'min']);
    expect(placeholders('Keine.')).toEqual([]);
  });
});

describe('configurator keys', () => {
  it('are those the protocol lists in §5, with the data it names', () => {
    const protocol = readFileSync(join(ROOT, 'docs/configurator-protocol.md'), 'utf8');
    const rows = [...protocol.matchAll(/^\| `([a-z_]+)` \| at (?:PUT|commit) \| (.*) \|$/gm)];
    expect(rows.map((row) => row[1]).sort()).toEqual([...CONFIGURATOR_VALIDATION_KEYS].sort());
    // invalid_value's data depends on its reason, so its messages interpolate none of it
    const unnamed = rows
      .filter(([, key]) => key !== 'invalid_value')
      .flatMap(([, key, data]) => {
        const named = [...(data ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
        const carried: readonly string[] = VALIDATION_DATA[key as ValidationKey];
        return carried.filter((name) => !named.includes(name)).map((name) => `${key}.${name}`);
      });
    expect(unnamed).toEqual([]);
  });
});
