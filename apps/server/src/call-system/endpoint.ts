/** How to reach one configurator (the system's ip, tcp_port, username, password). */
export interface Endpoint {
  /** `host`, `host:port` or an `http://` URL; a port given here wins over `port`. */
  ip: string;
  port?: number;
  username: string;
  password: string;
}

export const DEFAULT_CONFIGURATOR_PORT = 80;

/**
 * The base URL (`http://host:port`, no path) of a configurator. Technicians type the address in many
 * ways (`192.168.1.10`, `192.168.1.10:8081`, `http://head-unit.local:8081/`), so all of them are read.
 * Throws a TypeError for something that is not an address.
 */
export function baseUrl(endpoint: Pick<Endpoint, 'ip' | 'port'>): string {
  const raw = endpoint.ip.trim();
  if (raw === '') throw new TypeError('no configurator address');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `http://${raw}`;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:') throw new TypeError(`unsupported scheme ${url.protocol}`);
  if (url.port === '') url.port = String(endpoint.port ?? DEFAULT_CONFIGURATOR_PORT);
  // URL drops the port when it is the scheme's default; the origin is what requests need anyway.
  return url.origin;
}

export function basicAuthHeader({ username, password }: Pick<Endpoint, 'username' | 'password'>): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
