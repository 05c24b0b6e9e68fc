#!/usr/bin/env node
// Lighthouse accessibility scores (issue 14 item 9): `npm run lighthouse -- [console URL]` audits /login,
// /display and an administration form (a new call type over its list) of a running console with
// Lighthouse 12.2.3 (pinned: 13 needs Node 22), fetched by npx, in Debian's Chromium (CHROMIUM_PATH).
// The admin form needs a sign-in: WARDLIGHT_USER (default admin) and WARDLIGHT_PASSWORD; without the
// password it is skipped. Chromium signs in through the login page in a profile of its own, closes, and
// Lighthouse starts its Chromium on that profile without resetting storage: the session cookie (it has a
// Max-Age, so it is kept on disk) and the stored user are the browser's own, and the socket is signed in
// too. (A cookie sent as an extra header reached the pages' requests but not the socket: the form ended
// on /login.)
// Prints each score and the audits that failed; exits 1 when one is under 95.
// The mobile console /pwa (issue 17, ADR 0044) is audited signed in the same way, for accessibility and
// best practices (mobile emulation, Lighthouse's default). Lighthouse 12 has no PWA category any more:
// installability is checked by e2e/specs/22-pwa.spec.ts instead.
// Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const MIN_SCORE = 95;
const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function audit(url, dir, { profile = null, categories = ['accessibility'] } = {}) {
  const out = join(dir, 'report.json');
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--only-categories=${categories.join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage${profile ? ` --user-data-dir=${profile}` : ''}`,
  ];
  if (profile) args.push('--disable-storage-reset');
  execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const shown = new URL(report.finalDisplayedUrl ?? url).pathname;
  const scores = Object.fromEntries(categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
  return { score: scores.accessibility, scores, failed, shown };
}

/**
 * A Chromium profile signed in through the console's login page (WARDLIGHT_USER, WARDLIGHT_PASSWORD): its
 * session cookie and stored user, for Lighthouse's own Chromium to start on. Null without a password.
 */
async function signedInProfile() {
  const password = process.env.WARDLIGHT_PASSWORD;
  if (!password) return null;
  const { chromium } = await import('playwright');
  const profile = mkdtempSync(join(tmpdir(), 'wardlight-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.locator('input[name="username"]').fill(process.env.WARDLIGHT_USER || 'admin');
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !['/login', '/home'].includes(url.pathname));
  } finally {
    await context.close();
  }
  return profile;
}

const pages = [
  ['login', '/login', false],
  ['display', '/display', false],
  ['admin form (new call type)', '/admin/calltypes/edit/-1', 'profile'],
  // The mobile console: `/pwa` leads to its first page the user may open.
  ['mobile console (/pwa)', '/pwa', 'profile', ['accessibility', 'best-practices']],
];
const profile = await signedInProfile();
const dir = mkdtempSync(join(tmpdir(), 'wardlight-lighthouse-'));
let low = false;
try {
  for (const [name, path, signedIn, categories] of pages) {
    if (signedIn === 'profile' && !profile) {
      console.log(`${name.padEnd(28)} skipped (set WARDLIGHT_PASSWORD to sign in)`);
      continue;
    }
    const { scores, failed, shown } = audit(`${base}${path}`, dir, {
      ...(signedIn === 'profile' ? { profile } : {}),
      ...(categories ? { categories } : {}),
    });
    // The page the browser ended on: a sign-in that did not hold shows as /login, and is no measurement
    // (a page that forwards to one of its own, /pwa → /pwa/overview/…, is measured there).
    if (shown !== path && !shown.startsWith(`${path}/`)) {
      low = true;
      console.log(`${name.padEnd(28)} not measured: ended on ${shown}`);
      continue;
    }
    if (Object.values(scores).some((score) => score < MIN_SCORE)) low = true;
    const figures = categories
      ? `${Object.entries(scores)
          .map(([category, score]) => `${category} ${score}`)
          .join(', ')} (${shown})`
      : String(scores.accessibility).padStart(3);
    console.log(`${name.padEnd(28)} ${figures}${failed.length ? `  failed: ${failed.join(', ')}` : ''}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (profile) rmSync(profile, { recursive: true, force: true });
}
process.exit(low ? 1 : 0);
