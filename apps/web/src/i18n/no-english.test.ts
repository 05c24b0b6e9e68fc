import { LOCALES } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, RESOURCES } from './i18n';

/**
 * German, French and Italian screens show no English text left over from the English catalogue. A text
 * the same as the English one is allowed only when the word is the language's own (a name, a
 * unit, an international term); everything else must be translated.
 */
const SHARED = [
  'Wardlight',
  'Version {{version}}',
  'Deutsch',
  'English',
  'Français',
  'Italiano',
  'Name',
  'Text',
  'Position',
  'Position {{position}} ({{time}})',
  'URL',
  'CSV',
  'PDF',
  'Excel (XLSX)',
  'Hub',
  'Hubs',
  'App',
  'Admin',
  'Administration',
  'Gateway',
  'Firmware',
  // Mail server words that German, French and Italian share with English (issue 15).
  'Server',
  'Port',
  'STARTTLS (port 587)',
  'TLS (port 465)',
  'Status',
  'Status: {{value}}',
  'System',
  'Information',
  'Normal',
  '{{count}} min',
  'Radio',
  'Radio: {{value}}',
  'Type',
  'Action',
  'Message',
  'Image',
  'Note',
  'Notifications',
  'Urgent',
  'Active',
  'Inactive',
  'Sections',
  'Section',
  'Section {{n}}',
  'Licence',
  'E-mail',
  'Offline',
  'Person',
  'Team',
  'Displays',
  'Display',
  'Element {{id}}',
  'Synchronisation',
  'Administrator',
  'Password',
  'Database',
];
/** Words only English uses, in any catalogue but the English one. */
const ENGLISH_WORDS =
  /\b(the|and|with|please|your|click|toggle|loading|settings|failed|could not|cannot|visibility)\b/i;

function entries(lang: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  for (const ns of NAMESPACES) walk(RESOURCES[lang]?.[ns], `${ns}:`);
  return out;
}

const english = new Map(entries('en'));
const HAS_WORD = /\p{L}{3,}/u;

describe.each(LOCALES.filter((lang) => lang !== 'en'))('the %s catalogue', (lang) => {
  const allowed = new Set(SHARED);

  it('copies no English text', () => {
    const copied = entries(lang)
      .filter(([key, text]) => english.get(key) === text && HAS_WORD.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .filter(([, text]) => !allowed.has(text))
      .map(([key, text]) => `${key} ${text}`);
    expect(copied).toEqual([]);
  });

  it('has no English words', () => {
    const found = entries(lang)
      .filter(([, text]) => ENGLISH_WORDS.test(text.replace(/\{\{[^}]*\}\}/g, '')))
      .map(([key, text]) => `${key} ${text}`);
    expect(found).toEqual([]);
  });
});
