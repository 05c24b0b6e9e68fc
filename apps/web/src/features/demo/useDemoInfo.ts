import { useEffect, useState } from 'react';
import { type DemoInfo, demoApi } from './demo-api';

export interface DemoInfoState {
  info: DemoInfo | null;
  failed: boolean;
}

/** GET /backend/demo once: whether demo mode is on, and the devices by floor. */
export function useDemoInfo(): DemoInfoState {
  const [state, setState] = useState<DemoInfoState>({ info: null, failed: false });
  useEffect(() => {
    let live = true;
    demoApi.info().then(
      (info) => live && setState({ info, failed: false }),
      () => live && setState({ info: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
