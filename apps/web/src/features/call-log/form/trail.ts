import type { CallStep } from './call-record';

export type TrailEntry =
  | { kind: 'opened'; key: string; at: string; afterSeconds: null }
  | { kind: 'step'; key: string; at: string; afterSeconds: number; step: CallStep }
  | { kind: 'closed'; key: string; at: string; afterSeconds: number | null };

/**
 * The timeline of a call: its opening, its steps oldest first, and its closing — unless a step says
 * already who closed it (`Closed`, a console user ended it), which would tell the same twice.
 */
export function trailOf(call: {
  opened_at: string;
  closed_at?: string | null;
  duration?: number | null;
  actions: readonly CallStep[];
}): TrailEntry[] {
  const entries: TrailEntry[] = [{ kind: 'opened', key: 'opened', at: call.opened_at, afterSeconds: null }];
  // The server sends the steps oldest first.
  const steps = call.actions;
  for (const step of steps) {
    entries.push({ kind: 'step', key: `step-${step.id}`, at: step.at, afterSeconds: step.after_seconds, step });
  }
  if (call.closed_at && !steps.some((step) => step.action === 'Closed')) {
    const afterSeconds =
      call.duration ?? Math.max(0, Math.floor((Date.parse(call.closed_at) - Date.parse(call.opened_at)) / 1000));
    entries.push({ kind: 'closed', key: 'closed', at: call.closed_at, afterSeconds });
  }
  return entries;
}
