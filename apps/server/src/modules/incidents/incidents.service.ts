import { IssueList } from '@wardlight/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { incidentComments, incidents } from '../../db/schema/index';
import { missingPermission, notFound, ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { INCIDENT_ENTITY } from './incident-writes';
import {
  assigneesOf,
  commentsOf,
  type IncidentFilterInput,
  type IncidentViewRow,
  incidentView,
  listIncidents,
  sectionsOf,
} from './incidents.repository';
import { INCIDENTS_PERMISSION, incidentsChangedMessage } from './incidents-messages';

/** Longest comment, in characters: a note for the next shift, not a report. */
export const COMMENT_MAX = 2000;
const DEFAULT_PAGE = 50;
const MAX_PAGE = 200;

export interface IncidentActor {
  userId: number;
  userName: string | null;
}

export function toIncidentView(row: IncidentViewRow, now = new Date()) {
  const i = row.incident;
  const end = i.closed_at ?? now;
  return {
    id: i.id,
    system_id: i.system_id,
    type: i.type,
    state: i.state,
    severity: i.severity,
    system_tree_node_id: i.system_tree_node_id,
    hub_id: i.hub_id,
    device_name: row.node_name ?? row.hub_name ?? null,
    section_id: i.section_id,
    section_name: row.section_name ?? null,
    is_repeater: i.is_repeater,
    detail: i.detail,
    battery: row.battery ?? null,
    opened_at: i.opened_at,
    updated_at: i.updated_at,
    closed_at: i.closed_at,
    close_reason: i.close_reason,
    closed_by_name: row.closed_by_name ?? null,
    open_seconds: Math.max(0, Math.round((end.getTime() - i.opened_at.getTime()) / 1000)),
    assignee_user_id: i.assignee_user_id,
    assignee_name: row.assignee_name ?? null,
    assigned_at: i.assigned_at,
  };
}

export type IncidentView = ReturnType<typeof toIncidentView>;

function commentIssues(text: string, field: string): IssueList {
  const issues = new IssueList();
  if (text.trim().length === 0) issues.add(field, 'required');
  else if (text.length > COMMENT_MAX) issues.add(field, 'max_length', { max: COMMENT_MAX });
  return issues;
}

/**
 * What people do with incidents (spec part 2 §2 `/analytics/incidents`): read, assign, comment, close.
 * Every change is audited in its transaction and announced as `incidents.changed`.
 */
export function createIncidentsService(deps: { db: Db; messages: Pick<SystemMessagesService, 'publish'> }) {
  const { db } = deps;

  const system = (systemId: number | null): number => {
    if (systemId === null) throw missingPermission('system');
    return systemId;
  };

  async function view(tx: DbOrTx, systemId: number, id: number): Promise<IncidentView> {
    const row = await incidentView(tx, systemId, id);
    if (!row) throw notFound('Incident', id);
    return toIncidentView(row);
  }

  /** Runs a change of one incident with its audit entries, then tells the consoles. */
  async function change(
    systemId: number,
    id: number,
    work: (tx: DbOrTx, current: IncidentView) => Promise<void>,
  ): Promise<IncidentView> {
    const result = await db.transaction(async (tx) => {
      const current = await view(tx, systemId, id);
      await work(tx, current);
      return view(tx, systemId, id);
    });
    await deps.messages.publish(incidentsChangedMessage(systemId, { updated: [id] }));
    return result;
  }

  const audit = (tx: DbOrTx, systemId: number, actor: IncidentActor, id: number, field: string, change: unknown) =>
    writeAudit(tx, { userId: actor.userId, userName: actor.userName, systemId }, [
      { action: 'updated', entity: INCIDENT_ENTITY, entityId: id, field, change },
    ]);

  async function addComment(tx: DbOrTx, systemId: number, actor: IncidentActor, id: number, text: string) {
    await tx
      .insert(incidentComments)
      .values({ incident_id: id, user_id: actor.userId, user_name: actor.userName, text });
    await audit(tx, systemId, actor, id, 'comment', { text });
  }

  return {
    async list(
      systemId: number | null,
      args: { filter?: IncidentFilterInput | null; first?: number | null; offset?: number | null },
    ) {
      const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE, 1), MAX_PAGE);
      const offset = Math.max(args.offset ?? 0, 0);
      const { rows, total } = await listIncidents(db, system(systemId), args.filter, first, offset);
      const now = new Date();
      return { items: rows.map((r) => toIncidentView(r, now)), total };
    },

    async get(systemId: number | null, id: number): Promise<IncidentView | null> {
      const row = await incidentView(db, system(systemId), id);
      return row ? toIncidentView(row) : null;
    },

    comments: (id: number) => commentsOf(db, id),

    async options(systemId: number | null) {
      const sid = system(systemId);
      const [sectionRows, assignees] = await Promise.all([
        sectionsOf(db, sid),
        assigneesOf(db, sid, INCIDENTS_PERMISSION),
      ]);
      return { sections: sectionRows, assignees };
    },

    assign(systemId: number | null, actor: IncidentActor, id: number, userId: number | null) {
      const sid = system(systemId);
      return change(sid, id, async (tx, current) => {
        if (current.state === 'Closed') throw new ValidationFailed([{ field: 'id', key: 'invalid_value' }]);
        if (userId !== null && (await assigneesOf(tx, sid, INCIDENTS_PERMISSION, userId)).length === 0)
          throw new ValidationFailed([{ field: 'user_id', key: 'invalid_value' }]);
        const now = new Date();
        await tx
          .update(incidents)
          .set({
            assignee_user_id: userId,
            assigned_at: userId === null ? null : now,
            state: userId === null ? 'New' : 'Assigned',
            updated_at: now,
          })
          .where(and(eq(incidents.id, id), ne(incidents.state, 'Closed')));
        await audit(tx, sid, actor, id, 'assignee_user_id', { from: current.assignee_user_id, to: userId });
      });
    },

    comment(systemId: number | null, actor: IncidentActor, id: number, text: string) {
      const sid = system(systemId);
      const issues = commentIssues(text, 'text');
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      return change(sid, id, async (tx) => {
        await addComment(tx, sid, actor, id, text.trim());
        await tx.update(incidents).set({ updated_at: new Date() }).where(eq(incidents.id, id));
      });
    },

    close(systemId: number | null, actor: IncidentActor, id: number, comment: string | null | undefined) {
      const sid = system(systemId);
      const text = comment?.trim() ?? '';
      if (text) {
        const issues = commentIssues(text, 'comment');
        if (!issues.ok) throw new ValidationFailed(issues.issues);
      }
      return change(sid, id, async (tx, current) => {
        if (current.state === 'Closed') return;
        if (text) await addComment(tx, sid, actor, id, text);
        const now = new Date();
        await tx
          .update(incidents)
          .set({
            state: 'Closed',
            closed_at: now,
            close_reason: 'manual',
            closed_by_user_id: actor.userId,
            held_until_cleared: true,
            updated_at: now,
          })
          .where(and(eq(incidents.id, id), ne(incidents.state, 'Closed')));
        const openSeconds = Math.round((now.getTime() - current.opened_at.getTime()) / 1000);
        await audit(tx, sid, actor, id, 'state', { to: 'Closed', reason: 'manual', open_seconds: openSeconds });
      });
    },
  };
}

export type IncidentsService = ReturnType<typeof createIncidentsService>;
