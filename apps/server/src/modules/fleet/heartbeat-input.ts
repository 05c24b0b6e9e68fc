import { RENDERS_PER_HEARTBEAT, SCREEN_KINDS } from '@wardlight/domain';
import { z } from 'zod';

// A heartbeat comes from a public page (ADR 0017's rule for what comes from outside: parsed at the
// boundary, bounded, no control characters), so nothing a kiosk sends can grow the server's memory or a
// row past these limits.

const CONTROL = /\p{Cc}/u;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), 'contains a control character');
const INT32 = 2 ** 31 - 1;
/** A day: a render later than that is not a latency any more but a screen that was away. */
const LATENCY_MAX_MS = 86_400_000;

export const heartbeatSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  kind: z.enum(SCREEN_KINDS),
  version: text(40),
  place: text(200),
  profile_id: z.int().min(1).max(INT32).nullish(),
  clock_offset_ms: z.int().min(-INT32).max(INT32).nullish(),
  visible: z.boolean(),
  sound_unlocked: z.boolean().nullish(),
  renders: z
    .array(
      z.object({
        call_id: z.int().min(1).max(INT32),
        // A little below zero is the offset's error around a fast render, not a render before the press.
        latency_ms: z.int().min(-60_000).max(LATENCY_MAX_MS),
      }),
    )
    .max(RENDERS_PER_HEARTBEAT)
    .nullish(),
});

export type Heartbeat = z.infer<typeof heartbeatSchema>;

/** The heartbeat, or null when it breaks a rule (the screen is not told why: it is not a form). */
export function parseHeartbeat(input: unknown): Heartbeat | null {
  const parsed = heartbeatSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
