/**
 * Runs tasks for one key one after the other (across keys freely). Configuration writes of one system
 * go through it: choosing a free id, checking references and staging must not interleave with another
 * write of the same system. Within one server instance; see ADR 0010 for several.
 */
export function keyedSerial() {
  const tails = new Map<number, Promise<void>>();
  return function run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
