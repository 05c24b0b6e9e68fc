import { describe, expect, it } from 'vitest';
import { canCloseManually } from './manual-close';

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
