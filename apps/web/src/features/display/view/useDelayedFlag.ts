import { useEffect, useState } from 'react';

/** True once `value` has stayed true for `delayMs`; false at once when it turns false. */
export function useDelayedFlag(value: boolean, delayMs: number): boolean {
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!value) {
      setFlag(false);
      return;
    }
    const timer = setTimeout(() => setFlag(true), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return flag;
}
