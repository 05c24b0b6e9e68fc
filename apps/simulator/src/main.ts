import { cliOptions } from './options';
import { startSimulator } from './simulator';

// CLI: `tsx src/main.ts [--port N] [--state-file PATH] ...` or the SIM_* environment variables.
// Prints exactly one "listening on <url>" line on stdout so a parent process can wait for it.

const simulator = await startSimulator(cliOptions(process.argv.slice(2), process.env));
console.log(`wardlight simulator listening on ${simulator.url}`);

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second signal means "now": the state may miss the last changes, never a torn file.
    process.exit(1);
  }
  stopping = true;
  simulator.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`[simulator] shutdown after ${signal} failed:`, error);
      process.exit(1);
    },
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
