type MissingAuthListener = (operationName: string) => void;
const listeners = new Set<MissingAuthListener>();

/**
 * MISSING_AUTH met by any request, Apollo's or the plain transport's, for whoever reacts to a lost
 * session (the console's session-expiry watcher, the display's visitor fallback).
 */
export function onMissingAuth(listener: MissingAuthListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportMissingAuth(operationName: string): void {
  for (const listener of listeners) listener(operationName);
}
