import type { SecretBox } from '../secrets/secret-box';
import type { Endpoint } from './endpoint';

/** The columns of a system that say how to reach its configurator. */
export interface EndpointColumns {
  ip: string;
  tcp_port: number;
  username: string;
  /** As stored: sealed (ADR 0021). */
  password: string;
  tls: boolean;
  tls_fingerprint: string | null;
}

/**
 * The one place a stored configurator password is opened: the link, the demo's simulator control and
 * anything else that talks to a stored configurator build their endpoint here.
 */
export function endpointOfRow(row: EndpointColumns, secrets: SecretBox): Endpoint {
  return {
    ip: row.ip,
    port: row.tcp_port,
    username: row.username,
    password: secrets.open(row.password),
    tls: row.tls ? { fingerprint: row.tls_fingerprint } : undefined,
  };
}
