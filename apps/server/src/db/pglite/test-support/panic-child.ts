// Child process for the PANIC tests. Usage: panic-child.ts <dir> <row|wal>
// Opens the durable database, stores one row and prints OPEN; on the line GO
// from the test (which has just broken the disk under it) it writes: `row`
// one transaction of two rows, `wal` 1 MB WAL records until one fails (a full
// disk refuses the next WAL segment). Then a read and close(). Every step
// prints its outcome and time: a step that spins prints nothing, and the
// test, waiting for its line, fails instead of hanging with it.
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/pglite';
import { openDurablePglite } from '../durable-pglite';
import { alarms, createAlarmsTable } from './schema';

const [dir, mode] = process.argv.slice(2);
if (dir === undefined || (mode !== 'row' && mode !== 'wal')) throw new Error('usage: panic-child.ts <dir> <row|wal>');
let failedEvents = 0;
const durable = await openDurablePglite(dir, {
  onEvent: (e) => {
    if (e.type === 'failed') failedEvents += 1;
  },
});
const db = drizzle({ client: durable.client });
await createAlarmsTable(durable.client);
await db.insert(alarms).values({ n: 1, part: 1 });
console.log('OPEN');

/** The error and its causes, as `name: message` each, Drizzle's wrapping of a query left out. */
function outcome(error: unknown): string {
  const chain: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) {
    if (!(e instanceof DrizzleQueryError)) chain.push(`${e.name}: ${e.message}`);
  }
  return chain.join(' <- ') || String(error);
}

async function step(name: string, run: () => Promise<unknown>): Promise<void> {
  const startedAt = performance.now();
  const result = await run().then(
    () => 'ok',
    (error: unknown) => outcome(error),
  );
  console.log(`${name} ${Math.round(performance.now() - startedAt)} ms ${result}`);
}

const writeRows = () =>
  db.transaction(async (tx) => {
    await tx.insert(alarms).values({ n: 2, part: 1 });
    await tx.insert(alarms).values({ n: 2, part: 2 });
  });

async function writeWal(): Promise<void> {
  // 20 MB is more than what is left of the current 16 MB segment: the next one must be created.
  for (let i = 0; i < 20; i++) await db.execute(sql`select pg_logical_emit_message(true, 'x', repeat('x', 1000000))`);
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line !== 'GO') continue;
  await step('WRITE', mode === 'row' ? writeRows : writeWal);
  await step('READ', () => db.select().from(alarms));
  await step('CLOSE', () => durable.close());
  console.log(`FAILED-EVENTS ${failedEvents}`);
  process.exit(0);
}
