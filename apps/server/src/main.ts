import { buildApp } from './app';
import { configFromEnv } from './config';
import { DataDirLockedError } from './db/pglite/data-dir-lock';
import { prepareDataDir } from './db/pglite/prepare-data-dir';
import { diskProblem } from './health/disk-check';
import { createLogger, logDirOf } from './logger';
import { backupDirOf } from './modules/backups/backups.service';
import { applyPendingRestore } from './modules/backups/restore-at-start';
import { createShutdown, EXIT_DATABASE_LOST } from './shutdown';
import { EXIT_CONFIG, StartRefused } from './start-refused';

async function main(): Promise<void> {
  const config = configFromEnv();
  // Also into rotating files in DATA_DIR/logs, which /admin/logs shows (ADR 0041).
  const log = createLogger(config.logLevel, { dir: logDirOf(config.dataDir) });
  const shutdown = createShutdown({ log });
  // Until the server is built, a signal ends the process at once: there is nothing to close yet.
  process.once('SIGINT', () => shutdown.stop('SIGINT'));
  process.once('SIGTERM', () => shutdown.stop('SIGTERM'));
  let server: Awaited<ReturnType<typeof buildApp>>;
  try {
    // A new embedded database is created by a process of its own, which takes its one-off peak with it.
    // A restore asked for before the restart replaces the database before anything opens it (ADR 0042).
    await applyPendingRestore({
      backupDir: backupDirOf(config),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      log,
    });
    if (!config.databaseUrl) await prepareDataDir(config.dataDir);
    // Acknowledging writes that may not survive, or talking to a database that stopped, is worse than a restart.
    server = await buildApp({
      config,
      logger: log,
      onFatal: (error) => shutdown.fatal(error),
      onRestart: () => shutdown.restart(),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(3);
    }
    if (error instanceof StartRefused) {
      console.error(`Wardlight refuses to start: ${error.message}`);
      process.exit(EXIT_CONFIG);
    }
    // The embedded database could not open on a disk that refuses writes: the supervisor tries again until
    // the disk is fixed, and the log says why.
    const disk = config.databaseUrl ? null : await diskProblem(config.dataDir).catch(() => null);
    if (disk) {
      console.error(`Wardlight cannot start: ${disk}. Exiting with code ${EXIT_DATABASE_LOST} to be started again.`);
      console.error(error);
      process.exit(EXIT_DATABASE_LOST);
    }
    throw error;
  }
  shutdown.attach(server);
  const port = await server.listen();
  log.info({ port, database: server.database.kind }, `Wardlight listening on http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
