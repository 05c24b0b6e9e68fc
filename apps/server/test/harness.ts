import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type WardlightServer } from '../src/app';
import type { ServerConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { BudgetPolicy } from '../src/http/anonymous-budget';
import type { ThrottlePolicy } from '../src/modules/auth/login-throttle';
import type { ServiceDeps } from '../src/services';
import { TestClient } from './client';
import { openMemoryDatabase } from './pglite-template';

export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: '',
  databaseUrl: undefined,
  licensePublicKeys: undefined,
  sessionIdleMinutes: 60,
  sessionMaxHours: 24,
  secureCookies: false,
  logLevel: 'silent',
  demoMode: undefined,
  // Fixed, so instances of one test on one PostgreSQL database open each other's sealed passwords.
  secretKey: 'wardlight test suite secret key',
  ...overrides,
});

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a new database on it that is dropped afterwards.
 */
export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestServer {
  app: WardlightServer;
  url: string;
  client(): TestClient;
  close(): Promise<void>;
}

export interface StartOptions {
  throttle?: ThrottlePolicy;
  config?: Partial<ServerConfig>;
  /** Reuse a PostgreSQL database (several instances on one database). */
  databaseUrl?: string;
  onQuery?: (sql: string) => void;
  /** How often an instance without a configurator link tries to take it over. */
  linkRetryMs?: number;
  anonymousBudget?: BudgetPolicy;
  /** The incident engine's clock and pace. */
  incidents?: ServiceDeps['incidents'];
  reports?: ServiceDeps['reports'];
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const fresh = options.databaseUrl ? null : await freshDatabaseUrl();
  const databaseUrl = options.databaseUrl ?? fresh?.url;
  const config = testConfig({ databaseUrl, ...options.config });
  // The harness opens the database itself so it can watch statements; buildApp then only uses it.
  const onQuery = options.onQuery;
  const database = databaseUrl ? await openDatabase({ databaseUrl, onQuery }) : await openMemoryDatabase({ onQuery });
  const app = await buildApp({
    config,
    database,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    throttle: options.throttle,
    linkRetryMs: options.linkRetryMs,
    anonymousBudget: options.anonymousBudget,
    // A test that counts statements gets the incident engine's rounds and device evaluations held off,
    // unless it sets their pace itself: they would add their statements to the request's at random.
    incidents: options.incidents ?? (onQuery ? { intervalMs: 3_600_000, debounceMs: 3_600_000 } : undefined),
    reports: options.reports,
  });
  const port = await app.listen();
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    client: () => new TestClient(url),
    async close() {
      await app.close();
      await fresh?.drop();
    },
  };
}
