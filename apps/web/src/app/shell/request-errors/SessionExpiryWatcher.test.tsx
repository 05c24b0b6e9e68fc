import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationText, renderShell } from '../test/render-shell';
import { whileSigningOut } from './missing-auth';
import { SessionExpiryWatcher } from './SessionExpiryWatcher';

/** The watcher with a hand-fed MISSING_AUTH instead of the link's. */
function watch(url: string, signedIn = true) {
  let report: (operationName: string) => void = () => {};
  const subscribe = (listener: typeof report) => {
    report = listener;
    return () => {};
  };
  const shell = renderShell(<SessionExpiryWatcher subscribe={subscribe} />, {
    url,
    ...(signedIn ? { user: { superuser: true } } : {}),
  });
  return { ...shell, missingAuth: (operation: string) => act(() => report(operation)) };
}

describe('MISSING_AUTH on a request (spec part 1 §8)', () => {
  it('sends a signed-in user to login with the page to come back to, and drops the session', async () => {
    const { missingAuth, session } = watch('/admin/users?page=2');
    missingAuth('UserList');
    expect(locationText()).toBe(`/login?redirect=${encodeURIComponent('/admin/users?page=2')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
    expect(session.signedOut).toHaveBeenCalledOnce();
  });

  it.each([
    ['the login page', '/login'],
    ['the display', '/display/ward-a'],
    ["a display's call", '/display/ward-a/call/3'],
  ])('leaves %s where it is, as a visitor', (_label, url) => {
    const { missingAuth, session } = watch(url);
    missingAuth('OpenCalls');
    expect(locationText()).toBe(url);
    expect(session.signedOut).toHaveBeenCalledOnce();
  });

  it('handles several failed requests of one expiry once', () => {
    const { missingAuth, session } = watch('/log');
    missingAuth('A');
    missingAuth('B');
    expect(session.signedOut).toHaveBeenCalledOnce();
  });

  it('takes the requests a sign-out fails for the sign-out: no page to come back to, no expiry notice', async () => {
    const { missingAuth, session } = watch('/tree');
    let leave: () => void = () => {};
    const signingOut = whileSigningOut(() => new Promise<void>((done) => (leave = done)));
    missingAuth('TreeNodes');
    expect(locationText()).toBe('/tree');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.signedOut).not.toHaveBeenCalled();
    leave();
    await signingOut;
    // After it, a failed request is an expiry again.
    missingAuth('TreeNodes');
    expect(locationText()).toBe(`/login?redirect=${encodeURIComponent('/tree')}`);
  });

  it.each([
    ['AppData, which loads as a visitor by itself', '/log', true, 'AppData'],
    ['a visitor, whom the guards already handle', '/no-access', false, 'Whatever'],
  ])('ignores %s', (_label, url, signedIn, operation) => {
    const { missingAuth, session } = watch(url, signedIn);
    missingAuth(operation);
    expect(locationText()).toBe(url);
    expect(session.signedOut).not.toHaveBeenCalled();
  });
});
