/** A throw-away OpenLDAP directory on loopback (slapd.mjs). */
export interface TestSlapd {
  /** ldap://127.0.0.1:<port> */
  url: string;
  port: number;
  /** ldaps://127.0.0.1:<port> when started with `tls`, else null. */
  ldapsUrl: string | null;
  /** The PEM file of the CA that signed the LDAPS certificate (with `tls`), else null. */
  caPath: string | null;
  /** Stops slapd and removes its directory. */
  stop(): Promise<void>;
}

export const BASE_DN: string;
export const ADMIN_DN: string;
export const ADMIN_PASSWORD: string;
export const USERS: Record<string, { password: string; groups: string[]; mail: string }>;
export function groupDn(name: string): string;
export function startSlapd(options?: { tls?: boolean }): Promise<TestSlapd>;
/** A loopback port where nothing listens. */
export function closedPort(): Promise<number>;
