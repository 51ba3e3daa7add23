import { useEffect, useState } from 'react';

/** True until `at` has passed; re-renders once when it does. */
export function useWaitUntil(at: Date | null): boolean {
  const [waiting, setWaiting] = useState(() => !!at && at.getTime() > Date.now());
  const time = at?.getTime() ?? null;
  useEffect(() => {
    if (time === null) return setWaiting(false);
    const left = time - Date.now();
    setWaiting(left > 0);
    if (left <= 0) return;
    // setTimeout takes at most ~24.8 days; the waits are at most a day.
    const timer = setTimeout(() => setWaiting(false), left);
    return () => clearTimeout(timer);
  }, [time]);
  return waiting;
}
