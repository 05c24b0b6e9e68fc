import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { pulse } from './phones.repository';

/** A connected phone's last contact is written this often: reachability and routing read it. */
export const PHONE_PULSE_MS = 30_000;

/**
 * The last contact of every connected phone, written in one statement per interval. Each phone's socket
 * kept a timer of its own before: 200 phones that connected together (after a restart) wrote 200 single-
 * row updates, each a WAL flush on the embedded database, within the same second or two, every 30 s, on
 * the thread that carries the calls. A phone's last contact is at most PHONE_PULSE_MS old either way (its
 * link's start writes it too).
 */
export function createPhonePulse(db: Db, log: Logger) {
  /** Client id → its open feeds (a phone may briefly hold two while it reconnects). */
  const connected = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;

  const beat = () => {
    void pulse(db, [...connected.keys()]).catch((error: unknown) =>
      log.warn({ err: error }, 'phones: last contact not written'),
    );
  };

  return {
    /** Counts the phone as connected until the returned function is called. */
    hold(clientId: number): () => void {
      connected.set(clientId, (connected.get(clientId) ?? 0) + 1);
      if (!timer) {
        timer = setInterval(beat, PHONE_PULSE_MS);
        timer.unref();
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (connected.get(clientId) ?? 1) - 1;
        if (left > 0) connected.set(clientId, left);
        else connected.delete(clientId);
        if (connected.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },

    close(): void {
      if (timer) clearInterval(timer);
      timer = null;
      connected.clear();
    },
  };
}

export type PhonePulse = ReturnType<typeof createPhonePulse>;
