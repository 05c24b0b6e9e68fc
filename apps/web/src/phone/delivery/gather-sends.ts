/** Acknowledgements within this after one sent go together at its end. */
export const ACK_GATHER_MS = 500;

/** What one request acknowledges: calls received (confirmed) and calls shown (opened, which confirms too). */
export interface AckBatch {
  confirmed: number[];
  opened: number[];
}

/**
 * A phone's acknowledgements, sent at most once per window: the first at once, those that come within the
 * window after it together at its end. A phone in a burst of calls gets an update every few tens of
 * milliseconds; sent one by one, a hundred phones' confirmations were a thousand requests a second, most of
 * the server's time between two calls (ADR 0048). A confirmation half a second late changes nothing: the
 * server resends after 5 s at the soonest.
 *
 * Confirmations and openings share the window and the request: an update that rings a call on a visible
 * screen confirms and opens it, and both go together, in one request (a call opened needs no confirmation
 * of its own: the server counts it confirmed too). "At once" is at the end of the current task, so the two
 * that one update causes are not split.
 */
export function gatherAcknowledgements<R>(send: (batch: AckBatch) => Promise<R>, windowMs: number) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let batch: { confirmed: Set<number>; opened: Set<number>; result: Promise<R>; go: () => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    const confirmed = new Set<number>();
    const opened = new Set<number>();
    let go = () => {};
    const result = new Promise<R>((resolve, reject) => {
      go = () => {
        clearTimeout(timer);
        if (batch?.result !== result) return;
        batch = null;
        lastAt = Date.now();
        send({ confirmed: [...confirmed].filter((id) => !opened.has(id)), opened: [...opened] }).then(resolve, reject);
      };
    });
    const next = { confirmed, opened, result, go };
    const wait = lastAt + windowMs - Date.now();
    if (wait <= 0) queueMicrotask(go);
    else timer = setTimeout(go, wait);
    return next;
  }

  return {
    /** Sends `ids` with the current batch; resolves with the answer to the request that carried them. */
    add(ids: readonly number[], kind: 'confirmed' | 'opened' = 'confirmed'): Promise<R> {
      batch ??= open();
      for (const id of ids) batch[kind].add(id);
      return batch.result;
    },

    /** Sends what waits at once (the screen goes away: its acknowledgements are not dropped). */
    flush(): void {
      batch?.go();
    },
  };
}
