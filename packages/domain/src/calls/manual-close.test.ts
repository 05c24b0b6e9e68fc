import { describe, expect, it } from 'vitest';
import type { PermissionCode } from '../permissions/catalogue';
import { ANONYMOUS, type Principal } from '../permissions/principal';
import { canCloseManually, canCloseRemotely } from './manual-close';

describe('canCloseManually', () => {
  // signedIn, permission, node denies, section allows → may close
  it.each([
    [true, true, true, false, true],
    [false, true, true, false, true],
    [true, false, true, true, false],
    [true, false, false, true, true],
    [true, false, false, false, false],
    [false, false, false, true, false],
  ])(
    'signed in %s, close_calls %s, node denies %s, section allows %s → %s',
    (signedIn, perm, denies, allows, expected) => {
      expect(
        canCloseManually({
          signedIn,
          hasCloseCallsPermission: perm,
          nodeDeniesManualClosure: denies,
          sectionAllowsManualClosure: allows,
        }),
      ).toBe(expected);
    },
  );
});

describe('canCloseRemotely', () => {
  const who = (codes: PermissionCode[], isSuperuser = false): Principal => ({
    id: 4,
    isSuperuser,
    permissions: new Set(codes),
    systemAccess: [],
  });
  const open = { nodeDeniesManualClosure: false, sectionAllowsManualClosure: true };
  it.each([
    ['without visuals::remote_close_calls nobody closes from afar', who(['calllog::close_calls']), open, false],
    ['remote close within the manual-close rule', who(['visuals::remote_close_calls']), open, true],
    [
      'remote close still follows a device that forbids it',
      who(['visuals::remote_close_calls']),
      { ...open, nodeDeniesManualClosure: true },
      false,
    ],
    [
      'remote close with close_calls passes the device rule',
      who(['visuals::remote_close_calls', 'calllog::close_calls']),
      { nodeDeniesManualClosure: true, sectionAllowsManualClosure: false },
      true,
    ],
    ['a superuser holds the permission', who([], true), open, true],
    ['a visitor never closes', ANONYMOUS, open, false],
  ] as const)('%s', (_name, principal, call, expected) => {
    expect(canCloseRemotely(principal, call)).toBe(expected);
  });
});
