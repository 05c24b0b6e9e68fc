import type { z } from 'zod';
import { eventDataSchemas } from './wire-events';

/** How much of a reason is kept: enough for a technician to find the field, never the value itself. */
const REASON_MAX = 1_000;
const ISSUES_SHOWN = 5;

/**
 * The schema's issues in one line, `data.call.id: Invalid input: expected int, received string`. Zod's
 * messages name types and limits, not the values, so a 2 MB text or markup is never repeated here.
 */
export function summariseIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, ISSUES_SHOWN).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - shown.length;
  const text = more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
  return text.slice(0, REASON_MAX);
}

export type WireRead<T> = { ok: true; value: T } | { ok: false; reason: string };

export function readWith<S extends z.ZodType>(schema: S, value: unknown): WireRead<z.infer<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, reason: summariseIssues(result.error) };
}

export type EventDataMap = { [T in keyof typeof eventDataSchemas]: z.infer<(typeof eventDataSchemas)[T]> };
export type EventType = keyof EventDataMap;

export const EVENT_TYPES = Object.keys(eventDataSchemas) as EventType[];

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventDataSchemas, type);
}

/** The `data` of an event of a type this side knows, checked against its schema. */
export function readEventData<T extends EventType>(type: T, data: unknown): WireRead<EventDataMap[T]> {
  return readWith(eventDataSchemas[type], data) as WireRead<EventDataMap[T]>;
}
