import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking while it runs. Built on Date.now() rather than counting ticks, so a
 * phone that slept in between still shows the truth, and fake timers drive it in tests.
 */
export function useCountdown(tickMs = 250) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [endsAt, tickMs]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, started: endsAt !== null, start };
}
