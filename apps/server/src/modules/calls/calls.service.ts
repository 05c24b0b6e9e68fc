import type { Db } from '../../db/client';
import { type CallView, viewCalls } from './call-view';
import { openCallRows } from './calls.repository';

export function createCallsService(deps: { db: Db }) {
  return {
    async openCalls(systemId: number): Promise<CallView[]> {
      return viewCalls(deps.db, systemId, await openCallRows(deps.db, systemId));
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
