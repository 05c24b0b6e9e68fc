// What no screen may show (issue 14 item 6): a server's error code ("MISSING_PERMISSION") or an i18n
// key that did not resolve ("display:error.title", "header.settings", "{{count}}"). The fixture scans
// the page after every test (fixtures.ts); specs call expectNoRawText at their key moments.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './processes';

const LOCALES_DIR = join(ROOT, 'apps/web/src/i18n/locales');

/** An error code: upper case with an underscore (MISSING_AUTH, NOT_FOUND), or one of the bare ones. */
const ERROR_CODE = /(?<![\w-])(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|FAILED|FORBIDDEN|UNAUTHENTICATED)(?![\w-])/g;
/** A dotted path as i18next returns a key it did not find, or a namespaced key. */
const DOTTED = /(?<![\w@/.:-])(?:([a-z][A-Za-z]*):)?([a-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9_]*)+)(?![\w/@-]|\.\w)/g;
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
/** File names and host names look like dotted paths. */
const NOT_A_KEY = /\.(csv|pdf|xlsx|json|png|jpe?g|svg|zip|ch|com|org|net|de|fr|it|local|localhost)$/i;

function catalogueShape(): { namespaces: Set<string>; topKeys: Set<string> } {
  const namespaces = new Set<string>();
  const topKeys = new Set<string>();
  const dir = join(LOCALES_DIR, 'de');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    namespaces.add(file.replace(/\.json$/, ''));
    for (const key of Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object)) topKeys.add(key);
  }
  return { namespaces, topKeys };
}

const SHAPE = catalogueShape();

/** The raw codes and unresolved keys in a text, each with a little of what surrounds it. */
export function rawTextIn(text: string): string[] {
  const found: string[] = [];
  const around = (index: number, length: number) =>
    text.slice(Math.max(0, index - 30), index + length + 30).replace(/\s+/g, ' ');
  for (const m of text.matchAll(ERROR_CODE)) found.push(`code ${m[0]}: …${around(m.index, m[0].length)}…`);
  for (const m of text.matchAll(PLACEHOLDER)) found.push(`placeholder ${m[0]}: …${around(m.index, m[0].length)}…`);
  for (const m of text.matchAll(DOTTED)) {
    const [whole, ns, path = ''] = m;
    const first = path.split('.')[0] ?? '';
    const isKey = ns ? SHAPE.namespaces.has(ns) : SHAPE.topKeys.has(first) && !NOT_A_KEY.test(path);
    if (isKey) found.push(`i18n key ${whole}: …${around(m.index, whole.length)}…`);
  }
  return found;
}

/**
 * The page's visible text and the names it gives to assistive technology (aria-label, title,
 * placeholder, alt). `pre` and `code` hold technical details on purpose (the sync error's payload);
 * an element marked `data-raw-text` may show codes too.
 */
export async function rawTextOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = 'pre, code, script, style, [data-raw-text]';
    const out = [document.body?.innerText ?? ''];
    for (const el of document.body?.querySelectorAll('*') ?? []) {
      if (el.closest(skipped)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    // innerText leaves out what is hidden, but includes the skipped elements' visible text: remove it.
    for (const el of document.body?.querySelectorAll('pre, code, [data-raw-text]') ?? [])
      out[0] = out[0]?.replace((el as HTMLElement).innerText, '') ?? '';
    return out;
  });
  return [...new Set(texts.flatMap(rawTextIn))];
}

export async function expectNoRawText(page: Page, where = page.url()): Promise<void> {
  expect(await rawTextOnPage(page), `raw error codes or i18n keys on ${where}`).toEqual([]);
}
