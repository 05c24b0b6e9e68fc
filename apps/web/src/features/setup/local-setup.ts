/**
 * Is the console being set up from the site's own network? Then the configurator, which sits on
 * that network, can be reached and the wizard offers step 3. See ADR 0006.
 */
const LOCAL_NAMES = /^(localhost|[^.]+)$|\.(localhost|local|lan|internal|home\.arpa)$/i;

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = -1, b = -1] = parts;
  return (
    a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  );
}

function isPrivateIPv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === '::1' || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89ab][0-9a-f]:/.test(h);
}

export function isLocalSetup(hostname: string): boolean {
  if (!hostname) return false;
  if (hostname.includes(':')) return isPrivateIPv6(hostname);
  if (/^[\d.]+$/.test(hostname)) return isPrivateIPv4(hostname);
  return LOCAL_NAMES.test(hostname);
}
