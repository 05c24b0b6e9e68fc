import { pathOf } from '../../../app/routes/route-index';

/** The address to open on a wall display: the profile's, or the display with its query parameters. */
export function displayUrl(origin: string, slug: string | null, search: string): string {
  return slug ? `${origin}${pathOf('display', { slug })}` : `${origin}${pathOf('display')}${search}`;
}

/** Spec part 2 §2: such an address works only on the machine it was copied on, never on a wall display. */
export function isLocalAddress(url: string): boolean {
  return url.includes('localhost') || url.includes('127.0.0.');
}
