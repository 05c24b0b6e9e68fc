import { canCloseManually, formatSystemId, hasPermission, isSignedIn } from '@wardlight/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pathOf } from '../../../app/routes/route-index';
import { useSession } from '../../../app/session/session-context';
import type { DisplayCall } from '../calls/calls-feed';

/** Route state the call form modal reads, so it shows the call without asking the server again. */
export interface CallFormState {
  call: DisplayCall;
}

/**
 * What a signed-in user may do with a call on the display (spec part 2 §4, §6): open its form — in a
 * modal over the display when it shows one system, else in a new tab with the call's system — and
 * close it where the manual-close rule allows.
 */
export function useCallActions(systemCount: number) {
  const { situation } = useSession();
  const principal = situation.principal;
  const signedIn = isSignedIn(principal);
  const navigate = useNavigate();
  const { search } = useLocation();
  const { slug } = useParams();

  const open = useCallback(
    (call: DisplayCall) => {
      if (systemCount > 1) {
        const href = `${pathOf('callForm', { id: call.id })}?system=${formatSystemId(call.system_id)}`;
        window.open(href, '_blank', 'noopener');
        return;
      }
      const state: CallFormState = { call };
      void navigate({ pathname: pathOf('displayCallForm', { slug, id: call.id }), search }, { state });
    },
    [systemCount, navigate, search, slug],
  );

  const mayClose = useMemo(() => {
    const hasCloseCallsPermission = hasPermission(principal, 'calllog::close_calls');
    return (call: DisplayCall) =>
      call.system_tree_node !== null &&
      canCloseManually({
        signedIn,
        hasCloseCallsPermission,
        nodeDeniesManualClosure: call.system_tree_node?.deny_manual_call_closure ?? false,
        sectionAllowsManualClosure: call.section?.allow_manual_call_closure ?? false,
      });
  }, [principal, signedIn]);

  return { signedIn, open: signedIn ? open : undefined, mayClose };
}
