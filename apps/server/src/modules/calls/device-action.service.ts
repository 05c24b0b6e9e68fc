import { canCloseRemotely, hasPermission, type Principal } from '@wardlight/domain';
import { and, eq } from 'drizzle-orm';
import { LinkError } from '../../call-system/link-error';
import { DEVICE_ACTIONS, type DeviceAction } from '../../call-system/protocol-types';
import type { Db } from '../../db/client';
import { sections, systemTreeNodes } from '../../db/schema/index';
import { missingPermission, userError, ValidationFailed } from '../../graphql/errors';
import { type Actor, recordClosedBy } from '../call-log/call-actions.repository';
import type { LinkManager } from '../systems/link-manager';

export interface DeviceActionRequest {
  action: string;
  deviceID: number;
  sectionID?: number | null;
}

/** 'end calls' (the spec's wording in the close-call popup) and the protocol's names both work. */
export function parseDeviceAction(text: string): DeviceAction | null {
  const compact = text.replace(/[\s_-]/g, '').toLowerCase();
  return DEVICE_ACTIONS.find((a) => a.toLowerCase() === compact) ?? null;
}

export function createDeviceActions(deps: { db: Db; links: LinkManager }) {
  async function mayEndCalls(principal: Principal, systemId: number, deviceId: number, sectionId: number | null) {
    const [node] = await deps.db
      .select({ deny: systemTreeNodes.deny_manual_call_closure, section_id: systemTreeNodes.section_id })
      .from(systemTreeNodes)
      .where(and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.id, deviceId)));
    const sectionKey = sectionId ?? node?.section_id ?? null;
    const [section] =
      sectionKey === null
        ? []
        : await deps.db
            .select({ allow: sections.allow_manual_call_closure })
            .from(sections)
            .where(and(eq(sections.system_id, systemId), eq(sections.id, sectionKey)));
    // Ending calls through the configurator is closing them from afar: visuals::remote_close_calls.
    return canCloseRemotely(principal, {
      nodeDeniesManualClosure: node?.deny ?? false,
      sectionAllowsManualClosure: section?.allow ?? true,
    });
  }

  return {
    /** `userName` names the user in the trail of each call EndCalls closed. */
    async run(actor: Actor, systemId: number | null, input: DeviceActionRequest) {
      const { principal } = actor;
      const action = parseDeviceAction(input.action);
      if (!action) throw new ValidationFailed([{ field: 'action', key: 'invalid_value' }]);
      if (systemId === null) throw missingPermission('system');
      const allowed =
        action === 'EndCalls'
          ? await mayEndCalls(principal, systemId, input.deviceID, input.sectionID ?? null)
          : hasPermission(principal, 'systemtree::device_actions');
      if (!allowed) throw missingPermission();
      const link = deps.links.link(systemId);
      if (!link) throw userError('action send failure: the system has no configurator link', 'LINK_UNAVAILABLE');
      try {
        const result = await link.deviceAction(input.deviceID, action, input.sectionID ?? null);
        if (action === 'EndCalls')
          await recordClosedBy(
            deps.db,
            systemId,
            actor,
            result.closed_calls.map((c) => c.id),
          );
        return { success: true, closed_calls: result.closed_calls.map((c) => c.id) };
      } catch (error) {
        if (error instanceof LinkError) throw userError(`action send failure: ${error.message}`, 'LINK_FAILED');
        throw error;
      }
    },
  };
}

export type DeviceActions = ReturnType<typeof createDeviceActions>;
