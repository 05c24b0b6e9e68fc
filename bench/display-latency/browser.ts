// One wall display in a real browser: Debian's Chromium (never a downloaded one) showing /display, with
// a MutationObserver injected before the app's own scripts that stamps when each call tile appears in
// the DOM (and the next animation frame after it, as close to "painted" as a page can tell) and when
// it is gone again. The stamps are performance.timeOrigin + performance.now(): epoch ms, like
// Date.now() but monotonic within the page; the bench maps them onto its own clock by measuring the
// offset between the two through page.evaluate (clockOffset).
import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The system's Chromium, as in e2e/support/chromium.ts (CHROMIUM_PATH overrides it there too). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** What the page recorded, per call id: epoch ms in the page's clock. */
export interface TileStamps {
  /** The MutationObserver saw the tile inserted (React has committed it to the DOM). */
  appeared: Record<string, number>;
  /** The first animation frame after that: the frame that paints it. */
  framed: Record<string, number>;
  /** No tile with that id is left in the DOM. */
  removed: Record<string, number>;
  /** Main-thread tasks over 50 ms in the page (PerformanceObserver "longtask"), ms each. */
  longTasks: number[];
}

// Plain JavaScript in a string: tsx compiles functions with keepNames, and a function handed to the
// page would call a `__name` helper that exists only in Node.
const OBSERVER = `(() => {
  const SELECTOR = '[data-testid="call-tile"][data-call-id]';
  const state = { appeared: {}, framed: {}, removed: {}, longTasks: [] };
  const present = new Set();
  window.__wardlightBench = state;
  const now = () => performance.timeOrigin + performance.now();
  const tilesIn = (node) => {
    if (node.nodeType !== 1) return [];
    const found = node.matches(SELECTOR) ? [node] : [];
    for (const tile of node.querySelectorAll(SELECTOR)) found.push(tile);
    return found;
  };
  const observer = new MutationObserver((records) => {
    const at = now();
    const fresh = [];
    let removedAny = false;
    for (const record of records) {
      if (record.type === 'attributes' && record.target.nodeType === 1 && record.target.matches(SELECTOR)) {
        const id = record.target.getAttribute('data-call-id');
        if (id && !present.has(id)) {
          present.add(id);
          if (!(id in state.appeared)) { state.appeared[id] = at; fresh.push(id); }
        }
        removedAny = true;
      }
      for (const node of record.addedNodes) {
        for (const tile of tilesIn(node)) {
          const id = tile.getAttribute('data-call-id');
          if (!id || present.has(id)) continue;
          present.add(id);
          if (!(id in state.appeared)) { state.appeared[id] = at; fresh.push(id); }
        }
      }
      if (record.removedNodes.length > 0) removedAny = true;
    }
    if (removedAny && present.size > 0) {
      const left = new Set();
      for (const tile of document.querySelectorAll(SELECTOR)) left.add(tile.getAttribute('data-call-id'));
      for (const id of [...present]) {
        if (left.has(id)) continue;
        present.delete(id);
        if (!(id in state.removed)) state.removed[id] = at;
      }
    }
    if (fresh.length > 0) {
      requestAnimationFrame(() => {
        const framedAt = now();
        for (const id of fresh) if (!(id in state.framed)) state.framed[id] = framedAt;
      });
    }
  });
  const start = () => observer.observe(document.documentElement, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['data-call-id'],
  });
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

export interface Display {
  browser: Browser;
  page: Page;
  /** Uncaught page errors and console errors, for the report: a display that throws is news. */
  problems: string[];
  /** Kept from the calls that were on the wall before any press: not part of the measurement. */
  tilesAtStart: number;
}

/** Launches Chromium headless and opens the display; resolves once the call list has loaded. */
export async function openDisplay(url: string, timeoutMs = 60_000): Promise<Display> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (this bench never downloads one)`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As e2e/playwright.config.ts: root without a sandbox, a small /dev/shm, nothing calling home.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const problems: string[] = [];
  try {
    // A wall display's size; English so that nothing waits on a language guess.
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text().slice(0, 300)}`);
    });
    await page.addInitScript({ content: OBSERVER });
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // A call tile or the empty state: either way the open calls have been loaded.
    await page
      .locator('[data-testid="call-tile"], [data-testid="display-empty"]')
      .first()
      .waitFor({ state: 'attached', timeout: timeoutMs })
      .catch((error: unknown) => {
        throw new Error(
          `the display at ${url} showed neither calls nor its empty state: ${String(error)}\n${problems.join('\n')}`,
        );
      });
    const tilesAtStart = await page.locator('[data-testid="call-tile"]').count();
    return { browser, page, problems, tilesAtStart };
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

export async function readStamps(page: Page): Promise<TileStamps> {
  return JSON.parse((await page.evaluate('JSON.stringify(window.__wardlightBench)')) as string) as TileStamps;
}

export interface ClockOffset {
  /** Page clock − bench clock (both epoch ms), at the round trip with the least delay. */
  offsetMs: number;
  /** That round trip: the offset is known to ± half of it. */
  roundTripMs: number;
}

/**
 * How far the page's epoch clock (timeOrigin + now) runs from the bench's: the same system clock in
 * theory, but each takes its time origin once at start, so a clock step in between, or Chromium's
 * own time base, can put them apart. The sample with the shortest round trip bounds the error best.
 */
export async function clockOffset(page: Page, samples = 25): Promise<ClockOffset> {
  let best: ClockOffset = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < samples; i++) {
    const before = performance.timeOrigin + performance.now();
    const pageAt = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
    const after = performance.timeOrigin + performance.now();
    if (after - before < best.roundTripMs) {
      best = { offsetMs: pageAt - (before + after) / 2, roundTripMs: after - before };
    }
  }
  return best;
}
