import { canUseSystem, type Principal } from '@wardlight/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systems } from '../../db/schema/index';
import type { Bus } from '../../events/topics';

export interface PublicSystem {
  id: number;
  name: string;
  weekend_start: number;
  weekend_stop: number;
  /** IANA zone of the home: its displays' wall clock (schedules, weekend). */
  timezone: string;
}

/** The requested system does not exist or is not granted: HTTP 424 (spec part 1 §8). */
export class SystemUnavailable extends Error {
  constructor(readonly systemId: number) {
    super(`system ${systemId} is not available`);
  }
}

export function createSystemsService(deps: { db: Db; bus: Bus }) {
  // Read on every request to resolve the system context; cached, dropped when systems change.
  let cached: Promise<PublicSystem[]> | null = null;
  const drop = () => {
    cached = null;
  };
  deps.bus.on('systemsChanged', drop);
  // A change announced while the bus could not listen is missed: read again (ADR 0023).
  deps.bus.onState(drop);

  const all = (): Promise<PublicSystem[]> => {
    cached ??= deps.db
      .select({
        id: systems.id,
        name: systems.name,
        weekend_start: systems.weekend_start,
        weekend_stop: systems.weekend_stop,
        timezone: systems.timezone,
      })
      .from(systems)
      .orderBy(asc(systems.id))
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    return cached;
  };

  return {
    /** Systems the principal may use; visitors (the public display) see every system. */
    async usable(principal: Principal): Promise<PublicSystem[]> {
      const list = await all();
      return principal.id > 0 ? list.filter((s) => canUseSystem(principal, s.id)) : list;
    },

    /**
     * The system context of a request. No header: the first usable system. A header naming a
     * system that does not exist or is not granted: SystemUnavailable. While no system exists at
     * all (before setup step 3) there is no context, and that is no error.
     */
    async resolveContext(principal: Principal, requested: number | null): Promise<number | null> {
      const list = await all();
      if (list.length === 0) return null;
      const usable = principal.id > 0 ? list.filter((s) => canUseSystem(principal, s.id)) : list;
      if (requested === null) {
        const first = usable[0];
        if (!first) throw new SystemUnavailable(list[0]?.id ?? 0);
        return first.id;
      }
      if (!usable.some((s) => s.id === requested)) throw new SystemUnavailable(requested);
      return requested;
    },

    invalidate(): void {
      cached = null;
    },
  };
}

export type SystemsService = ReturnType<typeof createSystemsService>;
