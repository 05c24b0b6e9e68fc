import { canCloseRemotely, formatSystemId, isSignedIn } from '@wardlight/domain';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../../app/session/session-context';
import { callFormPath, displayCallPath } from '../app/display-path';
import { useDisplayLocation, useDisplayNavigate, useDisplayParams } from '../app/display-router';
import type { DisplayCall } from '../calls/calls-feed';

/** Route state the call form modal reads, so it shows the call without asking the server again. */
export interface CallFormState {
  call: DisplayCall;
}

/**
 * What a signed-in user may do with a call on the display (spec part 2 §4, §6): open its form — in a
 * modal over the display when it shows one system, else in a new tab with the call's system — and
 * close it where visuals::remote_close_calls and the manual-close rule allow.
 */
export function useCallActions(systemCount: number) {
  const { situation } = useSession();
  const principal = situation.principal;
  const signedIn = isSignedIn(principal);
  const navigate = useDisplayNavigate();
  const { search } = useDisplayLocation();
  const { slug } = useDisplayParams();

  const open = useCallback(
    (call: DisplayCall) => {
      if (systemCount > 1) {
        window.open(callFormPath(call.id, formatSystemId(call.system_id)), '_blank', 'noopener');
        return;
      }
      const state: CallFormState = { call };
      navigate({ pathname: displayCallPath(slug, call.id), search }, { state });
    },
    [systemCount, navigate, search, slug],
  );

  // Closing from the display goes through the configurator: visuals::remote_close_calls on top of
  // the manual-close rule (ADR 0018). Without it the close action is not shown; the server refuses too.
  const mayClose = useMemo(
    () => (call: DisplayCall) =>
      call.system_tree_node !== null &&
      canCloseRemotely(principal, {
        nodeDeniesManualClosure: call.system_tree_node?.deny_manual_call_closure ?? false,
        sectionAllowsManualClosure: call.section?.allow_manual_call_closure ?? false,
      }),
    [principal],
  );

  return { signedIn, open: signedIn ? open : undefined, mayClose };
}
