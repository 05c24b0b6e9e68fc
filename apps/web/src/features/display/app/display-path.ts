/**
 * The display's own paths (routes `display` and `displayCallForm` of spec part 2 §2). The console's
 * route registry declares the same patterns; a registry test keeps the two in step. They live here
 * because a wall display loads neither the registry nor the router (ADR 0014).
 */
export interface DisplayParams {
  slug?: string;
  /** The call whose form is open over the display. */
  id?: string;
}

const ROOT = '/display';

export function isDisplayPath(pathname: string): boolean {
  return pathname === ROOT || pathname.startsWith(`${ROOT}/`);
}

/** /display, /display/:slug, /display/call/:id, /display/:slug/call/:id; null for anything else. */
export function parseDisplayPath(pathname: string): DisplayParams | null {
  if (!isDisplayPath(pathname)) return null;
  const parts = pathname.slice(ROOT.length).split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third] = parts;
  if (parts.length === 0) return {};
  if (parts.length === 1 && first) return { slug: first };
  if (parts.length === 2 && first === 'call' && second) return { id: second };
  if (parts.length === 3 && first && second === 'call' && third) return { slug: first, id: third };
  return null;
}

export function displayPath(slug?: string | null): string {
  return slug ? `${ROOT}/${encodeURIComponent(slug)}` : ROOT;
}

export function displayCallPath(slug: string | undefined, id: number | string): string {
  return `${displayPath(slug)}/call/${encodeURIComponent(String(id))}`;
}

/** The address without its `system` parameter: it did its work and must not switch again after the reload. */
export function withoutSystemParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('system');
  return url.toString();
}

/** Route `callForm` of the console (/log/edit/:id), opened in a new tab for a call of `system`. */
export function callFormPath(id: number | string, system: string): string {
  return `/log/edit/${encodeURIComponent(String(id))}?system=${system}`;
}

/** Login, coming back to `full` (path and query) afterwards: the guards' redirect (spec part 1 §2). */
export function loginPath(full: string): string {
  return `/login?redirect=${encodeURIComponent(full)}`;
}
