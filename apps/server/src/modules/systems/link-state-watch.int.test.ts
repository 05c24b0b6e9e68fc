import { expect, it, vi } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import { watchLinkStates } from './link-state-watch';

const watchOn = async () => {
  const database = await openMemoryDatabase();
  const log = { info: vi.fn(), warn: vi.fn() };
  const watch = watchLinkStates({ db: database.db, messages: { publishLocal: vi.fn() }, log, everyMs: 3_600_000 });
  await watch.tick();
  return { database, log, watch };
};

it('warns once when the link states cannot be read', async () => {
  const { database, log, watch } = await watchOn();
  await database.close();
  await watch.tick();
  await watch.tick();
  expect(log.warn).toHaveBeenCalledTimes(1);
  watch.close();
});

it('says nothing of a read that fails because the server is closing', async () => {
  // The bench's server logged "could not read the link states: PGlite is closed" on every stop: a tick
  // waited for the database while shutdown closed it.
  const { database, log, watch } = await watchOn();
  watch.close();
  await database.close();
  await watch.tick();
  expect(log.warn).not.toHaveBeenCalled();
});
