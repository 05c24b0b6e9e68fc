/** Where a fresh install beside this one listens: `npm start` with PORT=8090 (ADR 0043, README "Demo"). */
export const FRESH_INSTALL_PORT = 8090;

/**
 * "Copy this setup" (ADR 0043): the setup wizard of a fresh install on this host, port 8090, with this
 * demo's simulator filled in as its configurator.
 */
export function copySetupUrl(
  simulator: string | null,
  location: Pick<Location, 'protocol' | 'hostname'>,
): string | null {
  if (!simulator) return null;
  const url = new URL(`${location.protocol}//${location.hostname}:${FRESH_INSTALL_PORT}/setup`);
  url.searchParams.set('configurator', simulator);
  return url.toString();
}
