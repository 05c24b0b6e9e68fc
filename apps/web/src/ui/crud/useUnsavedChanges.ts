import { useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds any navigation away from a form with unsaved changes (close button, Escape, backdrop,
 * Back) until the user decides. Refs, not state: a save that closes the form right away must
 * not be stopped by a render that has not happened yet.
 */
export function useUnsavedChanges(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const releasedRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !releasedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  return {
    blocked: blocker.state === 'blocked',
    discard: () => blocker.proceed?.(),
    keepEditing: () => blocker.reset?.(),
    /** After a save: the changes are kept, so leaving needs no question. */
    release: () => {
      releasedRef.current = true;
    },
  };
}
