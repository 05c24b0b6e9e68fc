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
