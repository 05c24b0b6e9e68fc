import { type FieldProblem, invalidValue } from '../config/config-errors';
import type { Engine } from '../engine';
import { validationFailed } from '../errors';
import { type HistoryPlan, historyCall, planHistory } from './history-plan';

/** At most this many calls per request: a year at 550 calls a day. */
export const MAX_HISTORY_CALLS = 200_000;
/** Events appended (and written to the state file) per step. */
export const HISTORY_CHUNK = 1_000;
/**
 * A step waits until every event socket has sent all but this much. Everything at once would pass the
 * socket's 8 MB limit while the server reads slowly (it stops reading at 1,000 unread messages), and
 * the server, dropped, could not catch up: the event log keeps only the last 1,000 events.
 */
export const HISTORY_BACKLOG_BYTES = 1024 * 1024;
const BACKLOG_POLL_MS = 5;
/** An earlier end is a typo (year 0020), and the plan's sort keys need times after 1970. */
const EARLIEST_END = Date.UTC(2000, 0, 1);

export interface HistoryBody {
  days: number;
  per_day: number;
  seed: number | null;
  end: string | null;
}

export interface HistoryRequest {
  days: number;
  perDay: number;
  seed: number;
  end: Date;
}

export interface HistoryAnswer {
  calls: number;
  from: string;
  to: string;
  seq: number;
}

/** Date.parse takes 30 February for 2 March; a control call should say the date is wrong. */
function isCalendarDate(iso: string): boolean {
  const [year = 0, month = 0, day = 0] = iso.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The body's rules beyond single fields: no future, and a bounded number of calls. */
export function historyRequest(body: HistoryBody, now: Date, defaultSeed: number): HistoryRequest {
  const end = body.end === null ? now : new Date(isCalendarDate(body.end) ? body.end : Number.NaN);
  const problems: FieldProblem[] = [];
  if (Number.isNaN(end.getTime())) problems.push(invalidValue('end', { reason: 'pattern', pattern: 'iso8601' }));
  else if (end.getTime() > now.getTime()) problems.push(invalidValue('end', { reason: 'max', max: now.toISOString() }));
  else if (end.getTime() < EARLIEST_END) {
    problems.push(invalidValue('end', { reason: 'min', min: new Date(EARLIEST_END).toISOString() }));
  }
  if (body.days * body.per_day > MAX_HISTORY_CALLS) {
    problems.push(invalidValue('per_day', { reason: 'max', max: Math.floor(MAX_HISTORY_CALLS / body.days) }));
  }
  if (problems.length > 0) throw validationFailed(problems);
  return { days: body.days, perDay: body.per_day, seed: body.seed ?? defaultSeed, end };
}

async function caughtUp(engine: Engine): Promise<void> {
  // A socket that stops reading altogether is dropped by the ping heartbeat, which ends its backlog.
  while (engine.bus.backlog() > HISTORY_BACKLOG_BYTES) {
    await new Promise((resolve) => setTimeout(resolve, BACKLOG_POLL_MS));
  }
}

/**
 * Past calls as the configurator would have reported them: one `call.closed` event per call, with the
 * whole call (the server stores a call from any of its events, so it needs no `call.opened` — and an
 * `opened` first would show months-old calls as open on the wall displays for a moment). The ids are
 * taken from the call id sequence up front, so live calls raised meanwhile never collide with them.
 * Resolves once every event is appended, written and handed to the event sockets.
 */
export async function recordHistory(engine: Engine, request: HistoryRequest): Promise<HistoryAnswer> {
  const plan: HistoryPlan = await engine.mutate((ctx) => {
    const planned = planHistory({
      entities: ctx.state.config.entities,
      openCalls: ctx.state.calls,
      seed: request.seed,
      days: request.days,
      perDay: request.perDay,
      end: request.end,
      firstId: ctx.state.next_call_id,
    });
    ctx.state.next_call_id += planned.count;
    return planned;
  });
  let seq = engine.state.seq;
  for (let start = 0; start < plan.count; start += HISTORY_CHUNK) {
    await caughtUp(engine);
    seq = await engine.mutate((ctx) => {
      for (let index = start; index < Math.min(plan.count, start + HISTORY_CHUNK); index += 1) {
        ctx.emit('call.closed', { call: historyCall(plan, index) });
      }
      return ctx.state.seq;
    });
  }
  return { calls: plan.count, from: plan.from.toISOString(), to: plan.to.toISOString(), seq };
}
