import type { Principal } from '@wardlight/domain';
import { bindCrud } from '../../crud/bind';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import { systems } from '../../db/schema/index';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { DisplayProfileInput } from '../../graphql/generated/resolvers-types';
import type { CallTypeRow } from '../calls/call-view';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import type { SystemsService } from '../systems/systems.service';
import {
  activeNotes,
  allProfiles,
  type DisplayGroupRow,
  type DisplayNoteRow,
  profilesByIds,
  type ScheduleRow,
  systemRelations,
} from './display.repository';
import { announceProfilesChanged } from './display-messages';
import { type DisplayProfileRow, displayProfileCrud } from './display-profiles.definition';

export interface CallDisplayRelationsModel {
  schedules: ScheduleRow[];
  displayGroups: DisplayGroupRow[];
  callTypes: CallTypeRow[];
  weekend_start: number;
  weekend_stop: number;
  time_zone: string;
}

/** Before the first system exists there is nothing to filter; the weekend is the configurator's default. */
const NO_SYSTEM: CallDisplayRelationsModel = {
  schedules: [],
  displayGroups: [],
  callTypes: [],
  weekend_start: systems.weekend_start.default as number,
  weekend_stop: systems.weekend_stop.default as number,
  time_zone: systems.timezone.default as string,
};

/** The call display's API: profiles (global, administered), and what a display reads for its system. */
export function createDisplayService(deps: { db: Db; messages: SystemMessagesService; systems: SystemsService }) {
  const crud = bindCrud(displayProfileCrud, deps.db);
  const announce = (ids: readonly number[]) => announceProfilesChanged(deps.messages, ids);

  return {
    profiles: (): Promise<DisplayProfileRow[]> => allProfiles(deps.db),

    async createProfile(actor: CrudActor, input: DisplayProfileInput): Promise<DisplayProfileRow> {
      const row = await crud.create(actor, input);
      await announce([row.id]);
      return row;
    },

    async updateProfile(actor: CrudActor, input: DisplayProfileInput): Promise<DisplayProfileRow> {
      if (input.id == null) throw new ValidationFailed([{ field: 'id', key: 'required' }]);
      const row = await crud.update(actor, input.id, input);
      await announce([row.id]);
      return row;
    },

    /** The profiles that were deleted, as read just before; unknown ids are skipped. */
    async deleteProfiles(actor: CrudActor, ids: readonly number[]): Promise<DisplayProfileRow[]> {
      const rows = await profilesByIds(deps.db, ids);
      const removed = new Set(await crud.remove(actor, ids));
      const deleted = rows.filter((r) => removed.has(r.id));
      await announce(deleted.map((r) => r.id));
      return deleted;
    },

    /**
     * Schedules, display groups and call types of the system context with its weekend window: three
     * statements, the weekend coming from the cached system list.
     */
    async relations(principal: Principal, systemId: number | null): Promise<CallDisplayRelationsModel> {
      if (systemId === null) return NO_SYSTEM;
      const system = (await deps.systems.usable(principal)).find((s) => s.id === systemId);
      if (!system) throw missingPermission('system');
      const [schedules, displayGroups, callTypes] = await systemRelations(deps.db, systemId);
      return {
        schedules,
        displayGroups,
        callTypes,
        weekend_start: system.weekend_start,
        weekend_stop: system.weekend_stop,
        time_zone: system.timezone,
      };
    },

    activeNotes(systemId: number | null, now = new Date()): Promise<DisplayNoteRow[]> {
      return systemId === null ? Promise.resolve([]) : activeNotes(deps.db, systemId, now);
    },
  };
}

export type DisplayService = ReturnType<typeof createDisplayService>;
