import { createContext, useContext } from 'react';

export interface SystemSwitch {
  /** The system context the page works in. */
  current: number;
  /** True while the switch reloads the data: the page shows a spinner, not the old system's data. */
  switching: boolean;
  switchTo(id: number): Promise<void>;
}

export const SystemSwitchContext = createContext<SystemSwitch | null>(null);

export function useSystemSwitch(): SystemSwitch {
  const value = useContext(SystemSwitchContext);
  if (!value) throw new Error('useSystemSwitch outside SystemSwitchProvider');
  return value;
}
