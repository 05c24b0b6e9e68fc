import type { DbOrTx } from '../../db/client';
import type { Bus } from '../../events/topics';
import { type AppSettingsRow, readAppSettings } from './phones.repository';

/** Reads the app settings; the call path's readers take one of these (a cache in the server, a plain read in tests). */
export type AppSettingsReader = (db: DbOrTx) => Promise<AppSettingsRow>;

/**
 * The app settings as the call path reads them: once, until they are saved. The escalation engine read
 * them for every call it started or closed and the phones' feed for every round: two of the ~21 statements
 * of a call's change in `bench/calls`, for one row that changes when an administrator saves the app
 * settings page. Saving publishes `appSettingsChanged` (every instance drops its copy), and so does a
 * bus that listens again after a gap: what was published meanwhile is missed, so the row is read again.
 */
export function createAppSettingsCache(bus: Bus) {
  let cached: Promise<AppSettingsRow> | null = null;
  const drop = () => {
    cached = null;
  };
  const offs = [
    bus.on('appSettingsChanged', drop),
    bus.onState((state) => {
      if (state === 'resumed') drop();
    }),
  ];
  const read: AppSettingsReader = (db) => {
    if (cached) return cached;
    const reading = readAppSettings(db);
    cached = reading;
    // A failed read is not kept: the next asks the database again.
    reading.catch(() => {
      if (cached === reading) cached = null;
    });
    return reading;
  };
  return {
    read,
    close: () => {
      for (const off of offs) off();
    },
  };
}
