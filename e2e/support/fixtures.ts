// The `test` every spec uses: Playwright's, pointed at the stack of the global setup, with an
// administrator's API session at hand.
import { test as base, expect } from '@playwright/test';
import { ADMIN } from './accounts';
import { AdminApi } from './api';
import { readStackInfo, type StackInfo } from './stack-info';

interface TestFixtures {
  adminApi: AdminApi;
}

interface WorkerFixtures {
  stack: StackInfo;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  stack: [async ({}, use) => use(readStackInfo()), { scope: 'worker' }],
  baseURL: async ({ stack }, use) => use(stack.baseURL),
  // The server's Content-Security-Policy (ADR 0020) must not stop anything the pages do: Chromium
  // reports each refusal on the console, and any one fails the test.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
  adminApi: async ({ playwright, stack }, use) => {
    const request = await playwright.request.newContext({ baseURL: stack.baseURL });
    await use(await AdminApi.signIn(request, ADMIN));
    await request.dispose();
  },
});

export { expect };
