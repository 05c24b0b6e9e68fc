// Accessibility in the browser (issue 14 item 9): axe-core on the page as it is, colour contrast included
// (jsdom in the unit tests cannot compute it). Run once per page a spec visits, not per action.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ROOT } from './processes';

// axe-core is the web app's (dev) dependency; its browser build is evaluated into the page over the
// DevTools protocol, which the console's Content-Security-Policy (no inline script) does not govern.
const AXE_SOURCE = readFileSync(
  createRequire(join(ROOT, 'apps/web/package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page now, as `rule: targets` lines. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, within ?? null);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test with the page's serious or critical violations, naming the page. */
export async function expectAccessible(page: Page, label: string, within?: string): Promise<void> {
  expect(await seriousViolations(page, within), `axe: serious or critical violations on ${label}`).toEqual([]);
}
