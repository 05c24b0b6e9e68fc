const listeners = new Set<() => void>();

/**
 * DISPLAY_NOT_ENROLLED met by any request of the display page (ADR 0022): the enrolment gate looks at
 * the display's enrolment again. A module of its own, so main.tsx reaches it without the display's code.
 */
export function onNotEnrolled(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportNotEnrolled(): void {
  for (const listener of listeners) listener();
}
