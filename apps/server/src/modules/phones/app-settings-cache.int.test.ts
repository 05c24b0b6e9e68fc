import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openMemoryDatabase } from '../../../test/pglite-template';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { LocalBus } from '../../events/local-bus';
import type { Bus, BusState } from '../../events/topics';
import { createAppSettingsCache } from './app-settings-cache';

// The call path's copy of the app settings: read once, read again when they are saved (on any instance)
// and when the bus listens again after a gap (what it missed meanwhile may have been a save).

let database: Database;
const reads: string[] = [];

beforeAll(async () => {
  database = await openMemoryDatabase({ onQuery: (sql) => /from "app_settings"/.test(sql) && reads.push(sql) });
}, 60_000);
afterAll(() => database.close());

/** An in-process bus whose listening connection a test can lose and regain. */
function reconnectingBus() {
  const local = new LocalBus();
  const handlers = new Set<(state: BusState) => void>();
  const bus: Bus = {
    publish: (topic, payload) => local.publish(topic, payload),
    on: (topic, handler) => local.on(topic, handler),
    onState: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => local.close(),
  };
  return Object.assign(bus, {
    tell(state: BusState) {
      for (const handler of handlers) handler(state);
    },
  });
}

const save = (resend_timeout: number) =>
  database.db.update(appSettings).set({ resend_timeout }).where(eq(appSettings.id, 1));

it('reads the settings once until they are saved or the bus listens again', async () => {
  const bus = reconnectingBus();
  const cache = createAppSettingsCache(bus);
  await save(30);
  const before = reads.length;
  expect((await cache.read(database.db)).resend_timeout).toBe(30);
  expect((await cache.read(database.db)).resend_timeout).toBe(30);
  expect(reads.length - before).toBe(1);

  await save(45);
  // Not told: the copy stands.
  expect((await cache.read(database.db)).resend_timeout).toBe(30);
  await bus.publish('appSettingsChanged', {});
  expect((await cache.read(database.db)).resend_timeout).toBe(45);

  await save(60);
  bus.tell('lost');
  expect((await cache.read(database.db)).resend_timeout).toBe(45);
  bus.tell('resumed');
  expect((await cache.read(database.db)).resend_timeout).toBe(60);
  expect(reads.length - before).toBe(3);

  cache.close();
  await save(75);
  await bus.publish('appSettingsChanged', {});
  expect((await cache.read(database.db)).resend_timeout).toBe(60);
});
