import type { Principal } from '@wardlight/domain';
import type { Db } from '../../db/client';
import { type LinkStateView, readLinkStates } from './link-state';
import type { SystemsService } from './systems.service';

/** The link states as clients read them (ADR 0025); the holder writes them (link-state-store.ts). */
export function createLinkStatesService(deps: { db: Db; systems: Pick<SystemsService, 'usable'> }) {
  return {
    /** The systems `principal` may see, as the wall display and the phones read them: a visitor sees all. */
    async visible(principal: Principal): Promise<LinkStateView[]> {
      const ids = (await deps.systems.usable(principal)).map((system) => system.id);
      return readLinkStates(deps.db, ids);
    },

    /** Of these systems, whoever asks: the caller has checked access (the configurator list, its form). */
    of(systemIds: readonly number[]): Promise<LinkStateView[]> {
      return readLinkStates(deps.db, systemIds);
    },
  };
}

export type LinkStatesService = ReturnType<typeof createLinkStatesService>;
