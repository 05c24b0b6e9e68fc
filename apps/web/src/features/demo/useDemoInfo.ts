import { useEffect, useState } from 'react';
import { DemoHttpError, type DemoInfo, demoApi } from './demo-api';

export interface DemoInfoState {
  info: DemoInfo | null;
  /** `noSystem`: demo mode is on, but no call system is connected yet. */
  failed: false | 'noSystem' | 'error';
}

/** GET /backend/demo once: whether demo mode is on, and the devices by floor. */
export function useDemoInfo(): DemoInfoState {
  const [state, setState] = useState<DemoInfoState>({ info: null, failed: false });
  useEffect(() => {
    let live = true;
    demoApi.info().then(
      (info) => live && setState({ info, failed: false }),
      (error: unknown) =>
        live &&
        setState({ info: null, failed: error instanceof DemoHttpError && error.status === 409 ? 'noSystem' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
