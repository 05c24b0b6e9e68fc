/**
 * The server version this page was loaded against, and the newest one seen since (reply headers,
 * `restart` system messages). When they differ the shell offers to reload (spec part 1 §4, update
 * banner). The first version seen is the reference: the server's version numbers are not the
 * client's (CLIENT_VERSION), so "differs from the client version" means "differs from what this
 * page started with" — see ADR 0007.
 */
type Listener = () => void;

export function createServerVersionStore() {
  let loadedWith: string | null = null;
  let newer: string | null = null;
  const listeners = new Set<Listener>();
  return {
    report(version: string) {
      if (!version) return;
      if (loadedWith === null) loadedWith = version;
      const next = version === loadedWith ? null : version;
      if (next === newer) return;
      newer = next;
      for (const l of listeners) l();
    },
    /** The new version when one differs from the page's, else null. */
    getSnapshot: () => newer,
    /** The version this page was loaded against (what a screen reports in its heartbeat, ADR 0038). */
    loadedWith: () => loadedWith,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ServerVersionStore = ReturnType<typeof createServerVersionStore>;
