/**
 * What this server instance knows about its own health, from the parts that can fail without ending the
 * process: the database connection, the disk under the embedded database, the call path. Each part reports
 * under its own `source`; the worst one is the instance's status (`/backend/health`, technicians' alarms).
 *
 * - `ok`: everything works.
 * - `degraded`: the server serves, but something it depends on is away and it is waiting for it (PostgreSQL
 *   restarting). Calls may be incomplete; the server recovers by itself.
 * - `failing`: the server cannot do its job (it cannot store what it is told); a supervisor should restart
 *   it or a technician must act (disk full, read-only file system).
 */
export type HealthStatus = 'ok' | 'degraded' | 'failing';

export interface HealthProblem {
  source: string;
  status: Exclude<HealthStatus, 'ok'>;
  /** For technicians and logs, in English: what went wrong. */
  reason: string;
  since: Date;
}

export interface HealthReport {
  status: HealthStatus;
  problems: HealthProblem[];
}

type Listener = (report: HealthReport, changed: { source: string; problem: HealthProblem | null }) => void;

const RANK: Record<HealthStatus, number> = { ok: 0, degraded: 1, failing: 2 };

export function createHealth() {
  const problems = new Map<string, HealthProblem>();
  const listeners = new Set<Listener>();

  function report(): HealthReport {
    const list = [...problems.values()].sort((a, b) => a.since.getTime() - b.since.getTime());
    const status = list.reduce<HealthStatus>((worst, p) => (RANK[p.status] > RANK[worst] ? p.status : worst), 'ok');
    return { status, problems: list };
  }

  function notify(source: string, problem: HealthProblem | null): void {
    const now = report();
    for (const listener of [...listeners]) listener(now, { source, problem });
  }

  return {
    /** Reports a problem of `source`; the same status and reason again changes nothing (no repeated alarms). */
    set(source: string, status: HealthProblem['status'], reason: string): void {
      const before = problems.get(source);
      if (before && before.status === status && before.reason === reason) return;
      const problem = { source, status, reason, since: before?.since ?? new Date() };
      problems.set(source, problem);
      notify(source, problem);
    },

    /** `source` works again. */
    clear(source: string): void {
      if (!problems.delete(source)) return;
      notify(source, null);
    },

    report,

    /** Called on every change, with the new report and the problem that changed (null: cleared). */
    onChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Health = ReturnType<typeof createHealth>;
