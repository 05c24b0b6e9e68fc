/** The web app manifest of the phone (public/app/): only this page links it, so only it is installable. */
export const PHONE_MANIFEST = '/app/manifest.webmanifest';
const THEME_COLOR = '#0ca678';

/** Adds what makes /app/ installable to the page's head: the manifest, its colour and a home-screen icon. */
export function linkPhoneManifest(doc: Document): void {
  const add = (tag: string, attributes: Record<string, string>) => {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  };
  if (!doc.querySelector('link[rel="manifest"]')) add('link', { rel: 'manifest', href: PHONE_MANIFEST });
  add('meta', { name: 'theme-color', content: THEME_COLOR });
  add('link', { rel: 'apple-touch-icon', href: '/app/icon-192.png' });
}
