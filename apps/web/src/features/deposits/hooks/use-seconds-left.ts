import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms), ticking once a second and stopping at 0. Read from Date.now()
 * rather than counted, so a phone that slept in between shows the truth, and fake timers drive it in tests.
 */
export function useSecondsLeft(deadline: number | null, tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [deadline, tickMs]);
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
