// Every way out of the bench (normal end, error, SIGINT, the overall timeout) runs the cleanups: databases
// closed, the throwaway PostgreSQL cluster stopped, temp and half-generated directories removed.
import { rmSync } from 'node:fs';

const cleanups: (() => Promise<void> | void)[] = [];
const dirs = new Set<string>();

/** Runs on stop, most recent first. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn);
}

/** Removed on every exit unless kept (a finished cache directory). */
export function removeOnExit(dir: string): { keep(): void } {
  dirs.add(dir);
  return { keep: () => dirs.delete(dir) };
}

let cleaning: Promise<void> | null = null;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('[bench] cleanup step failed:', error);
      }
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs.clear();
  })();
  return cleaning;
}

// Last resort when the process goes down without cleanup: no half-written directory is left behind.
process.on('exit', () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs `main`, cleans up on every way out, and exits with its code. */
export function runMain(main: () => Promise<number>, timeoutMs: number): void {
  setTimeout(() => {
    console.error(`[bench] overall timeout of ${timeoutMs / 1000} s: stopping`);
    void cleanup().then(() => process.exit(1));
  }, timeoutMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: stopping`);
      void cleanup().then(() => process.exit(130));
    });
  }
  main().then(
    async (code) => {
      await cleanup();
      process.exit(code);
    },
    async (error: unknown) => {
      console.error('[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
      // drizzle wraps the database's own error (the reason) as the cause.
      if (error instanceof Error && error.cause) console.error('[bench] cause:', error.cause);
      await cleanup();
      process.exit(1);
    },
  );
}
