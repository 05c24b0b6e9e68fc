import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportRuns } from '../../db/schema/index';

export type ReportRunRow = typeof reportRuns.$inferSelect;
export type NewReportRun = Pick<
  ReportRunRow,
  'system_id' | 'kind' | 'period_start' | 'period_end' | 'recipients' | 'subject' | 'next_attempt_at'
>;

/**
 * Claims a period's report: the row's unique key (system, kind, period start) lets one insert win, on
 * whichever instance and after any restart. Null: it was claimed before.
 */
export async function claimRun(db: DbOrTx, run: NewReportRun): Promise<ReportRunRow | null> {
  const [row] = await db.insert(reportRuns).values(run).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Runs due again: failed ones whose wait is over, and ones left "sending" past their deadline (the
 * instance sending them stopped). Each is taken by one conditional update, so two instances never
 * send the same retry.
 */
export async function claimRetries(
  db: DbOrTx,
  now: Date,
  maxAttempts: number,
  deadline: Date,
): Promise<ReportRunRow[]> {
  const due = await db
    .select({ id: reportRuns.id, attempts: reportRuns.attempts })
    .from(reportRuns)
    .where(
      and(
        inArray(reportRuns.status, ['failed', 'sending']),
        lte(reportRuns.next_attempt_at, now),
        lt(reportRuns.attempts, maxAttempts),
      ),
    )
    .limit(20);
  const taken: ReportRunRow[] = [];
  for (const { id, attempts } of due) {
    const [row] = await db
      .update(reportRuns)
      .set({ status: 'sending', attempts: sql`${reportRuns.attempts} + 1`, next_attempt_at: deadline })
      .where(and(eq(reportRuns.id, id), eq(reportRuns.attempts, attempts)))
      .returning();
    if (row) taken.push(row);
  }
  return taken;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  outcome:
    | { sent: true; subject: string; at: Date }
    | { sent: false; subject: string; error: string; retryAt: Date | null },
): Promise<ReportRunRow | undefined> {
  const [row] = await db
    .update(reportRuns)
    .set(
      outcome.sent
        ? { status: 'sent', subject: outcome.subject, sent_at: outcome.at, error: null, next_attempt_at: null }
        : { status: 'failed', subject: outcome.subject, error: outcome.error, next_attempt_at: outcome.retryAt },
    )
    .where(eq(reportRuns.id, id))
    .returning();
  return row;
}

export async function recentRuns(db: DbOrTx, systemId: number, limit: number): Promise<ReportRunRow[]> {
  return db
    .select()
    .from(reportRuns)
    .where(eq(reportRuns.system_id, systemId))
    .orderBy(desc(reportRuns.created_at), desc(reportRuns.id))
    .limit(limit);
}
