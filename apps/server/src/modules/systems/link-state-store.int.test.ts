import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { LinkPulse } from '../../call-system/supervisor-types';
import type { Database } from '../../db/client';
import { systemLinks, systems } from '../../db/schema/index';
import { createLinkStateStore } from './link-state-store';

let database: Database;
let statements: string[];

beforeAll(async () => {
  statements = [];
  database = await openMemoryDatabase({ onQuery: (text) => statements.push(text) });
});
afterAll(() => database.close());

const pulse = (state: LinkPulse['state'], error: string | null = null): LinkPulse => ({
  state,
  detail: { version: '5.4', error, progress: null },
  heardAt: null,
});

function storeWithLog() {
  const logged: string[] = [];
  const log = { warn: (_o: object, m: string) => logged.push(m), info: (_o: object, m: string) => logged.push(m) };
  return { store: createLinkStateStore({ db: database.callPath, log }), logged };
}

const linkOf = async (id: number) =>
  (await database.db.select().from(systemLinks).where(eq(systemLinks.system_id, id)))[0];

describe('the link state store', () => {
  it('folds what comes while a write is under way into one more write, the last state winning', async () => {
    const [row] = await database.db.insert(systems).values({ name: 'A', ip: '10.0.0.1' }).returning();
    const id = row?.id ?? 0;
    const { store } = storeWithLog();
    const before = statements.length;

    store.record(id, pulse('loading'));
    store.record(id, pulse('offline', 'refused'));
    store.count(id, 'gap');
    store.record(id, pulse('ready'));
    store.count(id, 'backwards');
    await store.settled();

    const writes = statements.slice(before).filter((s) => s.includes('insert into "system_links"'));
    expect(writes).toHaveLength(2);
    expect(await linkOf(id)).toMatchObject({ state: 'ready', error: null, seq_gaps: 1, seq_backwards: 1 });
  });

  it('keeps the state’s start while it holds and adds counts to what another holder left', async () => {
    const [row] = await database.db.insert(systems).values({ name: 'B', ip: '10.0.0.2' }).returning();
    const id = row?.id ?? 0;
    const first = storeWithLog().store;
    first.record(id, pulse('ready'));
    first.count(id, 'missing_seq');
    await first.settled();
    const since = (await linkOf(id))?.state_since;

    // Another instance takes the link over: same state, its own counts.
    const next = storeWithLog().store;
    next.count(id, 'missing_seq');
    next.record(id, pulse('ready'));
    await next.settled();

    expect(await linkOf(id)).toMatchObject({ state_since: since, seq_missing: 2 });
  });

  it('keeps the counts of a failed write for the next one, and logs the failure once', async () => {
    const { store, logged } = storeWithLog();
    // No such system yet: the row cannot be written.
    const id = 900;
    store.count(id, 'gap');
    store.record(id, pulse('ready'));
    await store.settled();
    store.record(id, pulse('ready'));
    await store.settled();
    expect(logged).toEqual(['could not store the configurator link state']);

    await database.db.insert(systems).values({ id, name: 'C', ip: '10.0.0.3' });
    store.record(id, pulse('ready'));
    await store.settled();

    expect(await linkOf(id)).toMatchObject({ state: 'ready', seq_gaps: 1 });
    expect(logged.at(-1)).toBe('the configurator link state is stored again');
  });
});
