/**
 * At most one run per `gapMs`: the first call runs at once, calls within the gap fold into one run at
 * its end. For refetching the log on a storm of call changes without asking the server per change.
 */
export function createThrottle(run: () => void, gapMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = now();
    run();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + gapMs - now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
