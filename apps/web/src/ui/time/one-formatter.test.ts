import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates reach people through date-format.ts only (spec part 1 §9: dd.MM.yyyy HH:mm): a screen that
 * asks the browser's locale writes "26.11.2026, 07:28:05" in German and "11/26/2026" in English.
 */
const SRC = join(__dirname, '../..');
const FORMATTER = join(__dirname, 'date-format.ts');
// The browser's date inputs write the browser's locale too: DateTimeField stands in for them.
const BROWSER_DATE_FORMATS =
  /\.toLocale(?:Date|Time)?String\(|Intl\.DateTimeFormat|from 'dayjs'|from 'date-fns'|type="(?:date|datetime-local|time|week|month)"/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one date formatter', () => {
  it('is the only code that formats dates for people', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== FORMATTER)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [line, i] as const)
          .filter(([line]) => BROWSER_DATE_FORMATS.test(line))
          .map(([line, i]) => `${relative(SRC, file)}:${i + 1} ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
