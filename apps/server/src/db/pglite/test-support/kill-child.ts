// Child process for the kill test. Usage: kill-child.ts <dir> <first n>
// Opens the durable database and writes forever through Drizzle, alternating
// a single insert and a multi-statement transaction, and prints `ACK <n>`
// only after the write's promise resolved. The test SIGKILLs it at any point.
import { drizzle } from 'drizzle-orm/pglite';
import { openDurablePglite } from '../durable-pglite';
import { alarms, createAlarmsTable } from './schema';

const [dir, first] = process.argv.slice(2);
if (dir === undefined || first === undefined) throw new Error('usage: kill-child.ts <dir> <first n>');
const durable = await openDurablePglite(dir);
const db = drizzle({ client: durable.client });
await createAlarmsTable(durable.client);
console.log('OPEN');

for (let n = Number(first); ; n++) {
  if (n % 2 === 1) {
    await db.insert(alarms).values({ n, part: 1 });
  } else {
    await db.transaction(async (tx) => {
      await tx.insert(alarms).values({ n, part: 1 });
      await tx.insert(alarms).values({ n, part: 2 });
    });
  }
  console.log(`ACK ${n}`);
}
