/**
 * Field resolvers of one list run in the same tick; this collects the keys they ask for and loads
 * them with one call, so a page of N rows costs one query, not N. One loader per request and key
 * space (see `loaderOf`), so nothing is cached across users or requests.
 */
export function createBatchLoader<V>(load: (keys: number[]) => Promise<Map<number, V>>) {
  let pending: { keys: Set<number>; result: Promise<Map<number, V>> } | null = null;
  return function loadMany(keys: readonly number[]): Promise<V[]> {
    if (!pending) {
      const batch = { keys: new Set<number>(), result: Promise.resolve(new Map<number, V>()) };
      batch.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return load([...batch.keys]);
      });
      pending = batch;
    }
    for (const k of keys) pending.keys.add(k);
    return pending.result.then((byKey) => keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k) as V] : [])));
  };
}

const loaders = new WeakMap<object, Map<string, unknown>>();

/** The loader named `name` of this request (its context object), made on first use. */
export function loaderOf<V>(
  ctx: object,
  name: string,
  load: (keys: number[]) => Promise<Map<number, V>>,
): (keys: readonly number[]) => Promise<V[]> {
  let byName = loaders.get(ctx);
  if (!byName) {
    byName = new Map();
    loaders.set(ctx, byName);
  }
  let loader = byName.get(name) as ((keys: readonly number[]) => Promise<V[]>) | undefined;
  if (!loader) {
    loader = createBatchLoader(load);
    byName.set(name, loader);
  }
  return loader;
}
