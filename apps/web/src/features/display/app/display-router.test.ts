import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserDisplayRouter, createMemoryDisplayRouter } from './display-router';

describe('the display router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('pushes and replaces display addresses, telling its listeners, and keeps the state', () => {
    const router = createMemoryDisplayRouter('/display?sections=1');
    const heard = vi.fn();
    router.subscribe(heard);
    router.navigate({ pathname: '/display/call/4', search: '?sections=1' }, { state: { call: 4 } });
    expect(router.location()).toEqual({ pathname: '/display/call/4', search: '?sections=1', state: { call: 4 } });
    expect(router.memory.lastAction).toBe('PUSH');
    router.navigate('/display/ward-4?', { replace: true });
    expect(router.location()).toEqual({ pathname: '/display/ward-4', search: '', state: null });
    expect(router.memory.entries).toHaveLength(2);
    expect(router.memory.lastAction).toBe('REPLACE');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('leaves for the console with a full page load on any other path', () => {
    const router = createMemoryDisplayRouter('/display/ward-4');
    router.navigate('/login?redirect=%2Fdisplay');
    expect(router.memory.left).toEqual(['/login?redirect=%2Fdisplay']);
    expect(router.location().pathname).toBe('/display/ward-4');
  });

  it('follows the browser history, Back included', () => {
    window.history.replaceState(null, '', '/display');
    const router = createBrowserDisplayRouter();
    const heard = vi.fn();
    router.subscribe(heard);
    router.navigate('/display/ward-4?fontsize=larger');
    expect(window.location.pathname + window.location.search).toBe('/display/ward-4?fontsize=larger');
    window.history.replaceState(null, '', '/display');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.location().pathname).toBe('/display');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
