import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkPhoneManifest, PHONE_MANIFEST } from './manifest-link';

const PUBLIC = resolve(import.meta.dirname, '../../../public');

afterEach(() => {
  for (const element of document.head.querySelectorAll('link, meta[name="theme-color"]')) element.remove();
});

describe('installing the phone client', () => {
  it('links the manifest, once, from the phone page', () => {
    linkPhoneManifest(document);
    linkPhoneManifest(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/app/manifest.webmanifest');
  });

  it('is a standalone app named Wardlight that starts at /app/, with icons that exist', () => {
    const manifest = JSON.parse(readFileSync(resolve(PUBLIC, `.${PHONE_MANIFEST}`), 'utf8')) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Wardlight', start_url: '/app/', scope: '/app/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(readFileSync(resolve(PUBLIC, `.${icon.src}`)).length).toBeGreaterThan(0);
  });
});
