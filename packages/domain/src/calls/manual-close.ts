import { hasPermission, isSignedIn, type Principal } from '../permissions/principal';

/**
 * May this user close this call by hand (spec part 1 §5, part 2 §4)? calllog::close_calls always
 * may; otherwise a device that forbids it wins; otherwise the section decides, for signed-in users.
 */
export interface ManualCloseFacts {
  signedIn: boolean;
  hasCloseCallsPermission: boolean;
  nodeDeniesManualClosure: boolean;
  sectionAllowsManualClosure: boolean;
}

export function canCloseManually(f: ManualCloseFacts): boolean {
  if (f.hasCloseCallsPermission) return true;
  if (f.nodeDeniesManualClosure) return false;
  return f.sectionAllowsManualClosure && f.signedIn;
}

/**
 * May this user close this call from the console or the display, that is through the configurator
 * (EndCalls)? Closing from afar is the spec's `visuals::remote_close_calls` (part 1 §6, part 2 §6);
 * on top of it the manual-close rule decides for the call's device and section (ADR 0018).
 */
export function canCloseRemotely(
  principal: Principal,
  call: { nodeDeniesManualClosure: boolean; sectionAllowsManualClosure: boolean },
): boolean {
  if (!hasPermission(principal, 'visuals::remote_close_calls')) return false;
  return canCloseManually({
    signedIn: isSignedIn(principal),
    hasCloseCallsPermission: hasPermission(principal, 'calllog::close_calls'),
    ...call,
  });
}
