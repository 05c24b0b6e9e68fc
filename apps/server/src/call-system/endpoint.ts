import type { ConfiguratorTls } from './tls-trust';

/** How to reach one configurator (the system's ip, tcp_port, username, password). */
export interface Endpoint {
  /** `host`, `host:port` or an `http://` or `https://` URL; a port given here wins over `port`. */
  ip: string;
  port?: number;
  username: string;
  password: string;
  /** Present: HTTPS and WSS even when `ip` names no scheme, trusted as it says (ADR 0021). */
  tls?: ConfiguratorTls | undefined;
}

export const DEFAULT_CONFIGURATOR_PORT = 80;

/**
 * The base URL (`http://host:port` or `https://…`, no path) of a configurator. Technicians type the address in many
 * ways (`192.168.1.10`, `192.168.1.10:8081`, `http://head-unit.local:8081/`), so all of them are read.
 * Throws a TypeError for something that is not an address.
 */
export function baseUrl(endpoint: Pick<Endpoint, 'ip' | 'port' | 'tls'>): string {
  const raw = endpoint.ip.trim();
  if (raw === '') throw new TypeError('no configurator address');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `${endpoint.tls ? 'https' : 'http'}://${raw}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`unsupported scheme ${url.protocol}`);
  if (url.protocol === 'http:' && endpoint.tls) throw new TypeError('http:// address for a configurator set to HTTPS');
  if (url.port === '')
    url.port = String(endpoint.port ?? (url.protocol === 'https:' ? 443 : DEFAULT_CONFIGURATOR_PORT));
  // URL drops the port when it is the scheme's default; the origin is what requests need anyway.
  return url.origin;
}

export function basicAuthHeader({ username, password }: Pick<Endpoint, 'username' | 'password'>): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
