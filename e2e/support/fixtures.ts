// The `test` every spec uses: Playwright's, pointed at the stack of the global setup, with an
// administrator's API session at hand.
import { test as base, expect } from '@playwright/test';
import { ADMIN } from './accounts';
import { AdminApi } from './api';
import { rawTextOnPage } from './raw-text';
import { readStackInfo, type StackInfo } from './stack-info';

interface TestFixtures {
  adminApi: AdminApi;
  /** Scan the page for raw error codes and i18n keys when the test ends (on unless a spec turns it off). */
  rawTextCheck: boolean;
}

interface WorkerFixtures {
  stack: StackInfo;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  stack: [async ({}, use) => use(readStackInfo()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  rawTextCheck: [true, { option: true }],
  // The server's Content-Security-Policy (ADR 0020) must not stop anything the pages do: Chromium
  // reports each refusal on the console, and any one fails the test. And no screen shows a raw error
  // code or an unresolved i18n key (issue 14): the page the test ends on is scanned — one evaluate,
  // no navigation; a page already closed or navigating away is skipped.
  page: async ({ page, rawTextCheck }, use, testInfo) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
    if (!rawTextCheck || page.isClosed() || testInfo.status !== testInfo.expectedStatus) return;
    const raw = await rawTextOnPage(page).catch(() => []);
    expect(raw, `raw error codes or i18n keys on ${page.url()}`).toEqual([]);
  },
  adminApi: async ({ playwright, stack }, use) => {
    const request = await playwright.request.newContext({ baseURL: stack.baseURL });
    await use(await AdminApi.signIn(request, ADMIN));
    await request.dispose();
  },
});

export { expect };
