import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

const PATHS = { setPassword: '/auth/set-password', homepage: '/home' };

describe('after login', () => {
  it.each([
    ['a temporary password', true, '/admin', '/auth/set-password'],
    ['a redirect back', false, '/admin/users?page=2', '/admin/users?page=2'],
    ['no redirect', false, null, '/home'],
    ['a redirect to another site', false, '//evil.example/x', '/home'],
    ['an absolute URL', false, 'https://evil.example', '/home'],
    ['a backslash trick', false, '/\\evil.example', '/home'],
  ])('%s', (_label, requirePasswordChange, redirect, expected) => {
    expect(afterLoginPath({ require_password_change: requirePasswordChange }, redirect, PATHS)).toBe(expected);
  });
});
