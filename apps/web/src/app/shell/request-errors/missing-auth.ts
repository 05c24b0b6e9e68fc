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

let signingOut = 0;

/**
 * Runs a sign-out. The server ends the session before its answer arrives, so the page's other requests
 * meanwhile fail with MISSING_AUTH: that is the sign-out itself, not an expired session to come back from.
 */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  signingOut += 1;
  try {
    return await work();
  } finally {
    signingOut -= 1;
  }
}

export function isSigningOut(): boolean {
  return signingOut > 0;
}
