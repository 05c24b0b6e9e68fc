import type { IncidentChanges } from '@wardlight/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { incidents } from '../../db/schema/index';
import { type AuditRecord, writeAudit } from '../audit/audit.repository';

export const INCIDENT_ENTITY = 'incident';

/** What an evaluation changed, by incident id, for the system message. */
export interface AppliedChanges {
  raised: number[];
  updated: number[];
  closed: number[];
}

export const nothingApplied = (a: AppliedChanges) => !a.raised.length && !a.updated.length && !a.closed.length;

/**
 * The engine's changes in one transaction with their audit entries (actor: the system, no user). A raise
 * that meets an incident opened meanwhile (another evaluation, a manual action in between) is skipped by
 * the partial unique index rather than doubled; a close only closes what is still open.
 */
export async function applyChanges(
  tx: DbOrTx,
  systemId: number,
  changes: IncidentChanges & { release: number[] },
  now: Date,
): Promise<AppliedChanges> {
  if (changes.release.length)
    await tx.update(incidents).set({ held_until_cleared: false }).where(inArray(incidents.id, changes.release));
  const audit: AuditRecord[] = [];
  const raised = changes.raise.length
    ? await tx
        .insert(incidents)
        .values(
          changes.raise.map((w) => ({
            system_id: systemId,
            type: w.type,
            severity: w.severity,
            subject: w.subject,
            system_tree_node_id: w.system_tree_node_id,
            hub_id: w.hub_id,
            section_id: w.section_id,
            is_repeater: w.is_repeater,
            detail: w.detail,
            opened_at: now,
            updated_at: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: incidents.id, type: incidents.type, subject: incidents.subject, severity: incidents.severity })
    : [];
  for (const r of raised)
    audit.push({
      action: 'created',
      entity: INCIDENT_ENTITY,
      entityId: r.id,
      change: { type: r.type, subject: r.subject, severity: r.severity },
    });

  const updated: number[] = [];
  for (const { id, wanted } of changes.update) {
    const rows = await tx
      .update(incidents)
      .set({ severity: wanted.severity, detail: wanted.detail, section_id: wanted.section_id, updated_at: now })
      .where(and(eq(incidents.id, id), ne(incidents.state, 'Closed')))
      .returning({ id: incidents.id });
    if (!rows.length) continue;
    updated.push(id);
    audit.push({
      action: 'updated',
      entity: INCIDENT_ENTITY,
      entityId: id,
      field: 'severity',
      change: { to: wanted.severity },
    });
  }

  const closed = changes.close.length
    ? await tx
        .update(incidents)
        .set({ state: 'Closed', closed_at: now, close_reason: 'cleared', updated_at: now })
        .where(
          and(eq(incidents.system_id, systemId), inArray(incidents.id, changes.close), ne(incidents.state, 'Closed')),
        )
        .returning({ id: incidents.id, opened_at: incidents.opened_at })
    : [];
  for (const c of closed) {
    const openSeconds = Math.max(0, Math.round((now.getTime() - c.opened_at.getTime()) / 1000));
    audit.push({
      action: 'updated',
      entity: INCIDENT_ENTITY,
      entityId: c.id,
      field: 'state',
      change: { to: 'Closed', reason: 'cleared', open_seconds: openSeconds },
    });
  }
  await writeAudit(tx, { userId: null, userName: null, systemId }, audit);
  return { raised: raised.map((r) => r.id), updated, closed: closed.map((c) => c.id) };
}
