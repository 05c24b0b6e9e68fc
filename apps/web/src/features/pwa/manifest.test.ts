import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkPwaManifest, PWA_MANIFEST, PWA_THEME_COLOR } from './manifest-link';
import { NEVER_FROM_CACHE, PWA_SCOPE } from './pwa-plugin';

const PUBLIC = resolve(import.meta.dirname, '../../../public');

interface Manifest {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

afterEach(() => {
  for (const element of document.head.querySelectorAll('link, meta[name="theme-color"]')) element.remove();
});

describe('installing the mobile console', () => {
  it('links its manifest once, with the theme colour and a home-screen icon', () => {
    linkPwaManifest(document);
    linkPwaManifest(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe(PWA_MANIFEST);
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(PWA_THEME_COLOR);
  });

  it('is a standalone app that starts at /pwa, within the service worker’s scope, with icons that exist', () => {
    const manifest = JSON.parse(readFileSync(resolve(PUBLIC, `.${PWA_MANIFEST}`), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({ start_url: PWA_SCOPE, scope: PWA_SCOPE, id: PWA_SCOPE, display: 'standalone' });
    expect(manifest.name).toMatch(/Wardlight/);
    expect(manifest.theme_color).toBe(PWA_THEME_COLOR);
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = readFileSync(resolve(PUBLIC, `.${icon.src}`));
      if (icon.type === 'image/png') {
        // The PNG header's width and height are what the manifest says.
        const [w, h] = icon.sizes.split('x').map(Number);
        expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([w, h]);
      } else expect(file.toString('utf8')).toContain('<svg');
    }
  });
});

describe('what the service worker never answers', () => {
  it.each(['/backend/query', '/backend', '/ws/backend', '/api/x', '/display', '/display/ward-a', '/app/', '/app'])(
    '%s goes to the network',
    (path) => {
      expect(NEVER_FROM_CACHE.some((pattern) => pattern.test(path))).toBe(true);
    },
  );

  it.each(['/pwa', '/pwa/overview/calls', '/pwa/system/edit/3'])('%s is the PWA’s own page', (path) => {
    expect(NEVER_FROM_CACHE.some((pattern) => pattern.test(path))).toBe(false);
  });
});
