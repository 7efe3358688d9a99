import { useEffect, useRef } from 'react';

/** Calls reload every `seconds` while mounted (0: never); a changed interval restarts the timer. */
export function useAutoRefresh(seconds: number, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (!(seconds > 0)) return;
    const timer = window.setInterval(() => latest.current(), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
}
