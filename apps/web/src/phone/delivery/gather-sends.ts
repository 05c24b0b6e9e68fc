/** Confirmations (and openings) within this after one sent go together at its end. */
export const ACK_GATHER_MS = 500;

/**
 * Call ids sent at most once per window: the first at once, those that come within the window after it
 * together at its end. A phone in a burst of calls gets an update every few tens of milliseconds; sent
 * one by one, a hundred phones' confirmations were a thousand requests a second, most of the server's
 * time between two calls (ADR 0048). A confirmation half a second late changes nothing: the server
 * resends after 5 s at the soonest.
 */
export function gatherSends<R>(send: (ids: number[]) => Promise<R>, windowMs: number) {
  let lastAt = Number.NEGATIVE_INFINITY;
  let batch: { ids: Set<number>; result: Promise<R>; go: () => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function now(ids: readonly number[]): Promise<R> {
    lastAt = Date.now();
    return send([...ids]);
  }

  return {
    /** Sends `ids` now or with the window's batch; resolves with the answer to the send that carried them. */
    add(ids: readonly number[]): Promise<R> {
      if (batch) {
        for (const id of ids) batch.ids.add(id);
        return batch.result;
      }
      const wait = lastAt + windowMs - Date.now();
      if (wait <= 0) return now(ids);
      let go = () => {};
      const pending = new Set(ids);
      const result = new Promise<R>((resolve, reject) => {
        go = () => {
          batch = null;
          now([...pending]).then(resolve, reject);
        };
      });
      batch = { ids: pending, result, go };
      timer = setTimeout(go, wait);
      return result;
    },

    /** Sends what waits at once (the screen goes away: its confirmations are not dropped). */
    flush(): void {
      clearTimeout(timer);
      batch?.go();
    },
  };
}
