import { consoleNameRule, IssueList } from '@wardlight/domain';
import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import { userError, ValidationFailed } from '../../graphql/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { RequestFacts } from '../auth/auth.service';
import { hashToken, newSessionToken } from '../auth/session-token';
import { readGlobalSettings } from '../settings/global-settings.repository';
import {
  countPending,
  type DisplayDeviceQuery,
  type DisplayDeviceStatus,
  deleteDevices,
  devicesByIds,
  deviceViews,
  findDeviceByTokenHash,
  insertDevice,
  listDevices,
  setStatus,
  touchDevice,
} from './display-devices.repository';

/** An unauthenticated form may create rows; this many waiting displays at most (ADR 0022). */
export const MAX_PENDING_DISPLAYS = 100;
// As for sessions: last_seen_at on every request would turn a display's reads into writes.
const TOUCH_AFTER_MS = 60_000;

/** What the guard and the sockets know of the display asking: its device, and whether it was approved. */
export interface DisplayIdentity {
  id: number;
  status: DisplayDeviceStatus;
  approved: boolean;
}

export type DisplayFacts = Pick<RequestFacts, 'displayToken' | 'clientIp' | 'userAgent'>;

export function createDisplayDevicesService(deps: { db: Db; bus: Bus }) {
  const { db } = deps;
  const changed = (ids: number[] | null) => deps.bus.publish('displaysChanged', { ids });
  // Asked on every visitor's request: read once, and again after the setting changed (ids null), on
  // whichever instance it changed (the bus carries it to all of them).
  let isRequired: Promise<boolean> | null = null;
  deps.bus.on('displaysChanged', ({ ids }) => {
    if (ids === null) isRequired = null;
  });
  // A switch announced while the bus could not listen is missed: read again (ADR 0023).
  deps.bus.onState(() => {
    isRequired = null;
  });

  /** One indexed lookup by the token's hash; `touch` records when and from where it was last seen. */
  async function deviceOf(facts: DisplayFacts, touch: boolean) {
    if (!facts.displayToken) return null;
    const device = await findDeviceByTokenHash(db, hashToken(facts.displayToken));
    if (device && touch && Date.now() - (device.last_seen_at?.getTime() ?? 0) > TOUCH_AFTER_MS) {
      await touchDevice(db, device.id, facts.clientIp, facts.userAgent);
    }
    return device;
  }

  async function decide(actor: AuditActor, ids: readonly number[], status: DisplayDeviceStatus) {
    const changedIds = await db.transaction(async (tx) => {
      const before = (await devicesByIds(tx, ids)).filter((d) => d.status !== status);
      const targets = before.map((d) => d.id);
      await setStatus(tx, targets, status, actor.userId);
      await writeAudit(
        tx,
        actor,
        before.map((d) => ({
          action: 'updated' as const,
          entity: 'display_device',
          entityId: d.id,
          field: 'status',
          change: { from: d.status, to: status },
        })),
      );
      return targets;
    });
    if (changedIds.length) await changed(changedIds);
    return deviceViews(db, ids);
  }

  return {
    required(): Promise<boolean> {
      // A failed read is not remembered: the next request asks again.
      isRequired ??= readGlobalSettings(db)
        .then((s) => s.displays_require_enrolment)
        .catch((error: unknown) => {
          isRequired = null;
          throw error;
        });
      return isRequired;
    },

    /** The display behind a request's token, for the identity; null without one or for an unknown token. */
    async identify(facts: DisplayFacts, options: { touch?: boolean } = {}): Promise<DisplayIdentity | null> {
      const device = await deviceOf(facts, options.touch ?? true);
      if (!device) return null;
      const status = device.status as DisplayDeviceStatus;
      return { id: device.id, status, approved: status === 'approved' };
    },

    /** Whether a visitor with these facts may watch care data now: enrolment off, or an approved token. */
    async mayWatch(facts: DisplayFacts): Promise<boolean> {
      if (!(await this.required())) return true;
      return (await deviceOf(facts, false))?.status === 'approved';
    },

    async enrolment(display: DisplayIdentity | null) {
      return { required: await this.required(), device_id: display?.id ?? null, status: display?.status ?? null };
    },

    /** A new pending device; its token leaves the server this once (only its hash is kept). */
    async request(facts: Omit<DisplayFacts, 'displayToken'>, name: string) {
      const issues = new IssueList();
      consoleNameRule(name, issues);
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      const token = newSessionToken();
      const device = await db.transaction(async (tx) => {
        // Counted in the inserting transaction: on PGlite nothing runs between; on PostgreSQL two
        // simultaneous requests may pass the bound by one each, which still bounds the table.
        if ((await countPending(tx)) >= MAX_PENDING_DISPLAYS) {
          throw userError('too many displays wait for approval', 'DISPLAY_ENROLMENT_FULL');
        }
        const row = await insertDevice(tx, {
          token_hash: hashToken(token),
          name: name.trim(),
          last_address: facts.clientIp,
          user_agent: facts.userAgent?.slice(0, 500) ?? null,
        });
        const actor = { userId: null, userName: null, systemId: null };
        await writeAudit(tx, actor, [{ action: 'created', entity: 'display_device', entityId: row.id }]);
        return row;
      });
      return { device_id: device.id, token };
    },

    list: (q: DisplayDeviceQuery) => listDevices(db, q),
    approve: (actor: AuditActor, ids: readonly number[]) => decide(actor, ids, 'approved'),
    revoke: (actor: AuditActor, ids: readonly number[]) => decide(actor, ids, 'revoked'),

    async delete(actor: AuditActor, ids: readonly number[]): Promise<number[]> {
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteDevices(tx, ids);
        await writeAudit(
          tx,
          actor,
          gone.map((id) => ({ action: 'deleted' as const, entity: 'display_device', entityId: id })),
        );
        return gone;
      });
      if (deleted.length) await changed(deleted);
      return deleted;
    },

    /** The setting changed: every visitor's socket is looked at again. */
    settingChanged: () => {
      // This instance knows at once: on PostgreSQL the bus brings its own announcement back only after a
      // round trip, and a display asking meanwhile was judged by the old setting (a flaky test found it).
      isRequired = null;
      return changed(null);
    },
  };
}

export type DisplayDevicesService = ReturnType<typeof createDisplayDevicesService>;
