/** `server.health` as this console hears it (ADR 0024): technicians get the causes, others the status only. */
export interface ServerHealth {
  status: 'ok' | 'degraded' | 'failing';
  /** Present for technicians only (the server adds them for `admin::manage_system`). */
  problems?: { source: string; reason: string }[];
}

const STATUSES = new Set(['ok', 'degraded', 'failing']);

const isProblem = (value: unknown): value is { source: string; reason: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { source?: unknown }).source === 'string' &&
  typeof (value as { reason?: unknown }).reason === 'string';

/** The payload of a `server.health` message, or null when it is not one this console can read. */
export function readServerHealth(payload: unknown): ServerHealth | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { status, problems } = payload as { status?: unknown; problems?: unknown };
  if (typeof status !== 'string' || !STATUSES.has(status)) return null;
  if (!Array.isArray(problems)) return { status: status as ServerHealth['status'] };
  return { status: status as ServerHealth['status'], problems: problems.filter(isProblem) };
}
