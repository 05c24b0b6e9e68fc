/** jsdom's page is always visible; the phone's tests hide and show it as a pocketed phone does. */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Back to jsdom's own (files share the document: vitest `isolate: false`). */
export function restoreVisibility(): void {
  Reflect.deleteProperty(document, 'visibilityState');
}
