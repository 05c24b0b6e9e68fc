import { type RefCallback, useCallback } from 'react';

/**
 * Names the dialog a heading sits in by that heading. A route modal has no title of its own (its screen
 * draws the heading), so without this the dialog would be announced without a name.
 */
export function useDialogName(): RefCallback<HTMLElement> {
  return useCallback((heading: HTMLElement | null) => {
    if (!heading?.id) return;
    const dialog = heading.closest('[role="dialog"]');
    if (!dialog || dialog.hasAttribute('aria-labelledby')) return;
    dialog.setAttribute('aria-labelledby', heading.id);
    return () => {
      if (dialog.getAttribute('aria-labelledby') === heading.id) dialog.removeAttribute('aria-labelledby');
    };
  }, []);
}
