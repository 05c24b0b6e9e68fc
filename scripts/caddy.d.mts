/** Debian's Caddy running deploy/Caddyfile in front of loopback instances (caddy.mjs). */
export interface TestCaddy {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** What Caddy printed so far. */
  output(): string;
  /** Stops Caddy and removes its directory. */
  stop(): Promise<void>;
}

export const CADDYFILE: string;
/** The shipped Caddyfile with the instances at `upstreams` (host:port), behind a test-only global block. */
export function caddyfileFor(upstreams: string[]): string;
export function startCaddy(upstreams: string[], options?: { path?: string; timeoutMs?: number }): Promise<TestCaddy>;
