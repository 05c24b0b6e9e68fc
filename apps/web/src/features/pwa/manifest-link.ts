/** The web app manifest of the mobile console (public/pwa/): only its layout links it (ADR 0044). */
export const PWA_MANIFEST = '/pwa/manifest.webmanifest';
export const PWA_THEME_COLOR = '#1864ab';

/** Adds what makes /pwa installable to the page's head: the manifest, its colour and a home-screen icon. */
export function linkPwaManifest(doc: Document): void {
  const add = (tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  };
  if (doc.querySelector(`link[rel="manifest"][href="${PWA_MANIFEST}"]`)) return;
  add('link', { rel: 'manifest', href: PWA_MANIFEST });
  add('meta', { name: 'theme-color', content: PWA_THEME_COLOR });
  add('link', { rel: 'apple-touch-icon', href: '/pwa/icon-192.png' });
}
