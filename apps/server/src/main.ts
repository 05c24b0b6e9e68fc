import { buildApp } from './app';
import { configFromEnv } from './config';
import { DataDirLockedError } from './db/pglite/data-dir-lock';
import { prepareDataDir } from './db/pglite/prepare-data-dir';
import { prepareDataDir } from './db/pglite/prepare-data-dir';
import { EXIT_CONFIG, StartRefused } from './start-refused';

async function main(): Promise<void> {
  const config = configFromEnv();
  let server: Awaited<ReturnType<typeof buildApp>>;
  try {
    // A new embedded database is created by a process of its own, which takes its one-off peak with it.
    if (!config.databaseUrl) await prepareDataDir(config.dataDir);
    // A new embedded database is created by a process of its own, which takes its one-off peak with it.
    if (!config.databaseUrl) await prepareDataDir(config.dataDir);
    server = await buildApp({
      config,
      // Acknowledging writes that may not survive a power cut is worse than a restart.
      onFatal: (error) => {
        console.error(`FATAL: ${error.message}`);
        process.exit(70);
      },
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
    throw error;
  }
  const port = await server.listen();
  server.fastify.log.info({ port, database: server.database.kind }, `Wardlight listening on http://localhost:${port}`);
  const stop = async (signal: string) => {
    server.fastify.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
