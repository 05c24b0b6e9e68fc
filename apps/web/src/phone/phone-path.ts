/**
 * The staff phone's address: `/app` and everything below it, never `/appmanagement` (the console's app
 * management). main.tsx reads it to load the phone's code alone, so it is kept free of imports.
 */
const ROOT = '/app';

export function isPhonePath(pathname: string): boolean {
  return pathname === ROOT || pathname.startsWith(`${ROOT}/`);
}
