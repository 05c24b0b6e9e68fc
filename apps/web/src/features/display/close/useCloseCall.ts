import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransport } from '../../../app/connection/transport-context';
import { useNotify } from '../../../app/notifications/notifications-context';
import { DeviceActionDocument } from '../../../generated/transport';
import type { DisplayCall } from '../calls/calls-feed';

/** Spec part 2 §4, §9: after 'end calls', look every 500 ms, 15 times, for the call to be gone. */
export const CLOSE_POLL_MS = 500;
export const CLOSE_POLL_TRIES = 15;

export type CloseStatus = 'idle' | 'confirm' | 'loading';

export interface CloseState {
  status: CloseStatus;
  call: DisplayCall | null;
  failed: boolean;
}

const IDLE: CloseState = { status: 'idle', call: null, failed: false };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The close-call popup's state machine: idle → confirm → loading → idle (closed, with a success
 * notification) or back to confirm with the error shown in the popup. `isOpen` reads the live list.
 */
export function useCloseCall(isOpen: (call: DisplayCall) => boolean) {
  const { t } = useTranslation('display');
  const transport = useTransport();
  const notify = useNotify();
  const [state, setState] = useState<CloseState>(IDLE);
  const mounted = useRef(true);
  const stillOpen = useRef(isOpen);
  stillOpen.current = isOpen;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const closeCall = useCallback(
    async (call: DisplayCall): Promise<boolean> => {
      try {
        // The configurator names a device by its tree node (configurator protocol §7, as the tree's
        // device actions send it); `number` is the number the device shows, which it does not take.
        const deviceID = call.system_tree_node?.id;
        if (deviceID === undefined) throw new Error('the call names no device');
        const data = await transport.request(
          DeviceActionDocument,
          { input: { action: 'end calls', deviceID, sectionID: call.section_id } },
          { system: call.system_id },
        );
        if (!data.deviceAction.success) throw new Error('the configurator did not take end calls');
        for (let attempt = 0; attempt < CLOSE_POLL_TRIES && mounted.current; attempt += 1) {
          await wait(CLOSE_POLL_MS);
          if (!stillOpen.current(call)) return true;
        }
        console.error('call still open after end calls', call.id);
      } catch (error) {
        console.error('end calls failed', call.id, error);
      }
      return false;
    },
    [transport],
  );

  const confirm = useCallback(async () => {
    const call = state.call;
    if (!call || state.status !== 'confirm') return;
    setState({ status: 'loading', call, failed: false });
    const closed = await closeCall(call);
    if (!mounted.current) return;
    if (closed) {
      notify({ id: 'display-call-closed', title: t('call.popups.close.success') });
      setState(IDLE);
    } else setState({ status: 'confirm', call, failed: true });
  }, [state, closeCall, notify, t]);

  return {
    state,
    ask: useCallback((call: DisplayCall) => setState({ status: 'confirm', call, failed: false }), []),
    cancel: useCallback(() => setState((s) => (s.status === 'loading' ? s : IDLE)), []),
    confirm,
  };
}
