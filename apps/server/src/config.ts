import { resolve } from 'node:path';
import { DEFAULT_SOCKETS_PER_ADDRESS } from './graphql/ws-upgrade';
import { DEFAULT_ANONYMOUS_BUDGET } from './http/anonymous-budget';
import { parseAllowedOrigins } from './http/origins';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite directory; ignored when databaseUrl is set. */
  dataDir: string;
  /** Where backups are kept (BACKUP_DIR); default beside the data directory, `<DATA_DIR>-backups` (ADR 0042). */
  backupDir?: string | undefined;
  databaseUrl: string | undefined;
  /** Ed25519 public keys (SPKI PEM or base64 DER) whose license codes are trusted. */
  licensePublicKeys: string[] | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Cookies get `Secure` when the console is served over HTTPS (behind a TLS proxy). */
  secureCookies: boolean;
  logLevel: string;
  /** DEMO_MODE=1 or 0 switches the sales demo on or off at start; unset leaves it as stored. */
  demoMode: boolean | undefined;
  /** DEMO_SIMULATOR: the simulator a fresh demo install connects to (default 127.0.0.1:8081, ADR 0043). */
  demoSimulator?: string;
  /** ALLOWED_ORIGINS: origins besides the console's own that may use the API and socket (ADR 0020). */
  allowedOrigins?: string[];
  /** TRUST_PROXY: a hop count or the proxies' addresses; absent = none (ADR 0020). */
  trustProxy?: TrustProxy;
  /** WS_MAX_CONNECTIONS_PER_ADDRESS: sockets one client address may hold; 0 = no limit. */
  socketsPerAddress?: number;
  /** NODE_ENV=production: the schema is not introspectable and errors give no hints (ADR 0019). */
  production?: boolean;
  /** ANONYMOUS_RATE: requests per second one address may send without a session (burst 10×); 0 = no limit. */
  anonymousRate?: number;
  /** SECRET_KEY: the key (or passphrase) sealing configurator passwords; else `secret.key` (ADR 0021). */
  secretKey?: string | undefined;
  /** ALLOW_DEV_LICENSE_KEY=1: production may trust the development licence key (ADR 0021). */
  allowDevLicenseKey?: boolean;
  /** CONFIGURATOR_CA_FILE: PEM certificates trusted for configurators reached over HTTPS (ADR 0021). */
  configuratorCaFile?: string | undefined;
  /** LDAP_CA_FILE: PEM certificate(s) trusted, besides the system's roots, for ldaps:// directories (ADR 0045). */
  ldapCaFile?: string | undefined;
  /** FLEET_SILENCE_MS: silence after which a live display raises the technicians' alarm (ADR 0038; 60 s). */
  fleetSilenceMs?: number | undefined;
  /** FLEET_FLUSH_MS: how often an instance writes its screens' heartbeats and looks for silent ones (10 s). */
  fleetFlushMs?: number | undefined;
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: intFromEnv(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    licensePublicKeys: env.LICENSE_PUBLIC_KEYS ? env.LICENSE_PUBLIC_KEYS.split(/\s*;\s*/).filter(Boolean) : undefined,
    sessionIdleMinutes: intFromEnv(env.SESSION_IDLE_MINUTES, 12 * 60, 'SESSION_IDLE_MINUTES'),
    sessionMaxHours: intFromEnv(env.SESSION_MAX_HOURS, 7 * 24, 'SESSION_MAX_HOURS'),
    secureCookies: env.SECURE_COOKIES === '1' || env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    demoMode:
      env.DEMO_MODE === undefined || env.DEMO_MODE === ''
        ? undefined
        : env.DEMO_MODE === '1' || env.DEMO_MODE === 'true',
    demoSimulator: env.DEMO_SIMULATOR || undefined,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    socketsPerAddress: intFromEnv(
      env.WS_MAX_CONNECTIONS_PER_ADDRESS,
      DEFAULT_SOCKETS_PER_ADDRESS,
      'WS_MAX_CONNECTIONS_PER_ADDRESS',
    ),
    production: env.NODE_ENV === 'production',
    anonymousRate: intFromEnv(env.ANONYMOUS_RATE, DEFAULT_ANONYMOUS_BUDGET.ratePerSecond, 'ANONYMOUS_RATE'),
    secretKey: env.SECRET_KEY || undefined,
    allowDevLicenseKey: env.ALLOW_DEV_LICENSE_KEY === '1' || env.ALLOW_DEV_LICENSE_KEY === 'true',
    configuratorCaFile: env.CONFIGURATOR_CA_FILE || undefined,
    ldapCaFile: env.LDAP_CA_FILE || undefined,
    fleetSilenceMs: env.FLEET_SILENCE_MS ? intFromEnv(env.FLEET_SILENCE_MS, 60_000, 'FLEET_SILENCE_MS') : undefined,
    fleetFlushMs: env.FLEET_FLUSH_MS ? intFromEnv(env.FLEET_FLUSH_MS, 10_000, 'FLEET_FLUSH_MS') : undefined,
  };
}
