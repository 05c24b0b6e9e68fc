import type { IncomingMessage } from 'node:http';
import { VERSION_HEADER } from '@wardlight/domain';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { configureConfiguratorTrust } from './call-system/tls-trust';
import type { ServerConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { LocalBus } from './events/local-bus';
import { PgBus } from './events/pg-bus';
import type { Bus } from './events/topics';
import { buildSchema } from './graphql/schema';
import { createSocketServer } from './graphql/ws';
import { createUpgradeGate, DEFAULT_SOCKETS_PER_ADDRESS } from './graphql/ws-upgrade';
import { createGraphQL } from './graphql/yoga';
import { type DiskWatch, watchDisk } from './health/disk-watch';
import { createHealth } from './health/health';
import { AnonymousBudget, type BudgetPolicy, budgetOfRate, DEFAULT_ANONYMOUS_BUDGET } from './http/anonymous-budget';
import { registerAuthRoutes } from './http/auth-routes';
import { registerExportDownloadRoute } from './http/export-download-route';
import { registerGraphQLRoute } from './http/graphql-route';
import { registerHealthRoute } from './http/health-route';
import { registerOriginPolicy } from './http/origins';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticApp } from './http/static';
import { clientAddress, type TrustProxy, trustFunction } from './http/trust-proxy';
import { scheduleExportCleanup } from './jobs/export-cleanup';
import { createLogger, type Logger } from './logger';
import type { ThrottlePolicy } from './modules/auth/login-throttle';
import { registerBackupDownloadRoute } from './modules/backups/backup-download-route';
import { backupDirOf, createBackupsService } from './modules/backups/backups.service';
import { attachBackups } from './modules/backups/backups-registry';
import { cloudSyncEnv, createCloudSyncService } from './modules/cloud-sync/cloud-sync.service';
import { attachCloudSync } from './modules/cloud-sync/cloud-sync-registry';
import { registerDemoRoutes } from './modules/demo/demo.routes';
import { seedDemo } from './modules/demo/demo-seed';
import { devKeyPolicy } from './modules/license/dev-key-policy';
import { devPublicKey } from './modules/license/license.service';
import { parsePublicKeys } from './modules/license/license-code';
import { ensureDefaultRoles } from './modules/roles/default-roles';
import { registerUpdateUploadRoute } from './modules/updates/update-upload-route';
import { createUpdatesService, trialMigrationRecorder, updatesEnv } from './modules/updates/updates.service';
import { attachUpdates } from './modules/updates/updates-registry';
import { openSecrets } from './secrets/open-secrets';
import { createServices, type ServiceDeps, type Services } from './services';
import { SERVER_VERSION } from './version';

export interface AppOptions {
  config: ServerConfig;
  /** Tests pass an in-memory database; otherwise it is opened from the config. */
  database?: Database;
  /** The embedded database stopped for good (ADR 0002, 0024); main exits so a supervisor restarts the server. */
  onFatal?: (error: Error) => void;
  logger?: Logger;
  throttle?: ThrottlePolicy;
  /** Overrides `config.trustProxy` (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** The built web console to serve; default apps/web/dist. */
  webRoot?: string;
  linkRetryMs?: number | undefined;
  /** The incident engine's clock and pace (ADR 0036); tests move the clock past a monitoring timeout. */
  incidents?: ServiceDeps['incidents'];
  reports?: ServiceDeps['reports'];
  /** Requests per address from visitors (ADR 0019); tests lower it to see it act. */
  anonymousBudget?: BudgetPolicy;
  /** Ends the process for its supervisor to start it again (restart, restore; ADR 0042). */
  onRestart?: () => void;
}

export interface WardlightServer {
  fastify: FastifyInstance;
  services: Services;
  database: Database;
  /** Starts listening; resolves with the bound port. */
  listen(): Promise<number>;
  /** `onStep` hears each part as its closing begins, so a shutdown that hangs can say where. */
  close(onStep?: (step: string) => void): Promise<void>;
}

/** How long requests still running at shutdown may take before their connections are closed. */
const CLOSE_GRACE_MS = 3_000;

export async function buildApp(options: AppOptions): Promise<WardlightServer> {
  const { config } = options;
  const log = options.logger ?? createLogger(config.logLevel);
  // Refused before anything is opened: the development licence key in production (ADR 0021).
  const devKeyOverride = devKeyPolicy(config, log);
  configureConfiguratorTrust({ caFile: config.configuratorCaFile });
  const health = createHealth();
  // The disk under the embedded database: a refused write is never silent (ADR 0024).
  const disk: DiskWatch | null =
    options.database || config.databaseUrl ? null : watchDisk({ dir: config.dataDir, health, log });
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, beforeMigrate: trialMigrationRecorder(process.env, config.dataDir, log) }
        : {
            dataDir: config.dataDir,
            onFatal: (error) => {
              disk?.lost(error);
              options.onFatal?.(error);
            },
            onDiskRefused: (refusal) => disk?.refused(refusal),
            beforeMigrate: trialMigrationRecorder(process.env, config.dataDir, log),
          },
    ).catch((error: unknown) => {
      disk?.close();
      throw error;
    }));
  const secrets = await openSecrets(config, database, log).catch(async (error: unknown) => {
    disk?.close();
    if (!options.database) await database.close();
    throw error;
  });
  const bus: Bus = database.url ? await PgBus.connect(database.url, log) : new LocalBus();
  const services = createServices({
    db: database.db,
    callPath: database.callPath,
    ranks: database.ranks,
    quiet: database.quiet,
    lane: database.lane,
    bus,
    log,
    config,
    throttle: options.throttle,
    databaseUrl: database.url,
    linkRetryMs: options.linkRetryMs,
    incidents: options.incidents,
    reports: options.reports,
    secrets,
    devKeyOverride,
    health,
  });

  // Backups copy the database itself, so they are built here beside it (ADR 0042).
  const backups = createBackupsService({
    database,
    dir: backupDirOf(config),
    log,
    restart: options.onRestart,
    secrets,
  });
  attachBackups(services, backups);
  // The cloud sync page's account, kept beside the online backup's settings (ADR 0045, "Cloud sync").
  attachCloudSync(
    services,
    createCloudSyncService({
      db: database.db,
      log,
      dir: backupDirOf(config),
      secrets,
      ...cloudSyncEnv(process.env),
    }),
  );
  // Update packages are signed like licence codes, by the same trusted keys (ADR 0045).
  attachUpdates(
    services,
    createUpdatesService({
      db: database.db,
      log,
      keys: parsePublicKeys(config.licensePublicKeys ?? [devPublicKey()]),
      ...updatesEnv(process.env, config.dataDir),
      restart: options.onRestart,
      // The backups module's own backup, named with the version (ADR 0045, "Backup before the update").
      backupBeforeUpdate: async (version) => ({
        name: (await backups.backup('before_update', version)).file.name,
        dir: backupDirOf(config),
      }),
    }),
  );

  const trust = trustFunction(options.trustProxy ?? config.trustProxy ?? false);
  const allowedOrigins = config.allowedOrigins ?? [];
  // Per-request log lines would drown the log at kiosk polling rates; errors are still logged.
  const fastify = Fastify({
    loggerInstance: log,
    trustProxy: trust,
    logController: new LogController({ disableRequestLogging: true }),
  });
  fastify.addHook('onSend', async (_req, reply) => {
    reply.header(VERSION_HEADER, SERVER_VERSION);
  });
  registerSecurityHeaders(fastify);
  registerOriginPolicy(fastify, allowedOrigins, trust);
  registerHealthRoute(fastify, services.health, database.kind);
  registerAuthRoutes(fastify, services, config.secureCookies);
  registerDemoRoutes(fastify, services);
  registerExportDownloadRoute(fastify, services);
  registerBackupDownloadRoute(fastify, services);
  registerUpdateUploadRoute(fastify, services);
  if (config.demoMode !== undefined) await services.demo.setMode(config.demoMode);
  // The demo data set (ADR 0043): the demo user, its staff and phones; a fresh install is set up too.
  if (config.demoMode) await seedDemo(services, log, config.demoSimulator);
  // Data this version needs that a migration cannot express (ADR 0018: the remote-close role).
  await ensureDefaultRoles(database.db);
  const yoga = createGraphQL(buildSchema(), services, log, { production: config.production ?? false });
  const anonymousBudget = new AnonymousBudget(
    options.anonymousBudget ?? budgetOfRate(config.anonymousRate ?? DEFAULT_ANONYMOUS_BUDGET.ratePerSecond),
  );
  registerGraphQLRoute(fastify, yoga, services, config.secureCookies, anonymousBudget);
  registerStaticApp(fastify, options.webRoot);

  const clientIpOf = (req: IncomingMessage) => clientAddress(req, trust);
  const sockets = createSocketServer(yoga, services, clientIpOf, anonymousBudget);
  fastify.server.on(
    'upgrade',
    createUpgradeGate(sockets.wss, {
      allowedOrigins,
      trust,
      socketsPerAddress: config.socketsPerAddress ?? DEFAULT_SOCKETS_PER_ADDRESS,
    }),
  );

  let closed = false;
  let exportCleanup: ReturnType<typeof scheduleExportCleanup> | null = null;
  return {
    fastify,
    services,
    database,
    async listen() {
      // Before the first request: the code a wizard types is the one shared by every instance.
      await services.setup.announceCode(log);
      await fastify.listen({ port: config.port, host: config.host });
      await services.links.startAll();
      await services.escalation.start();
      services.coverageWatch.start();
      services.fleet.start();
      services.incidentEngine.start();
      services.reports.start();
      // Month-old exports go, and jobs of an instance that died are failed (spec part 2 §9, issue 12.5).
      exportCleanup = scheduleExportCleanup({
        db: database.quiet.db,
        runner: services.exports.runner,
        log,
        sole: database.kind === 'pglite',
      });
      // Scheduled backups only where there is a place for them (not the tests' in-memory databases).
      if (config.backupDir || config.dataDir) backups.start();
      const address = fastify.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    async close(onStep = () => {}) {
      if (closed) return;
      closed = true;
      onStep('sockets');
      await sockets.close();
      onStep('http');
      // Fastify closes the connections idle when the close begins; one whose request ends later stays
      // open for its keep-alive (72 s) and holds the close that long. Requests get a grace to finish.
      const grace = setTimeout(() => fastify.server.closeAllConnections(), CLOSE_GRACE_MS);
      await fastify.close();
      clearTimeout(grace);
      onStep('services');
      disk?.close();
      await exportCleanup?.stop();
      await services.exports.close();
      await backups.close();
      await services.close();
      onStep('bus');
      await bus.close();
      onStep('database');
      await database.close();
    },
  };
}
