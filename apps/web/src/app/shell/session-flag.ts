import { STORAGE_PREFIX } from '@wardlight/domain';

/** A flag for this browser session (sessionStorage, keys prefixed `cs.` as spec part 1 §9 asks). */
export function sessionFlag(name: string) {
  const key = `${STORAGE_PREFIX}${name}`;
  return {
    read(): boolean {
      try {
        return globalThis.sessionStorage?.getItem(key) === '1';
      } catch {
        return false; // storage refused: the callout comes back, which is the safe side
      }
    },
    set(): void {
      try {
        globalThis.sessionStorage?.setItem(key, '1');
      } catch {
        // see read()
      }
    },
  };
}
