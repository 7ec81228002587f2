import { useEffect, useState } from 'react';
import type { Timers } from './external-store.ts';
import { browserTimers } from './external-store.ts';

/** The specification's breakpoints (PLT-15), equal to Tailwind's defaults so CSS and JS agree. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const resizeDebounceMs = 50;

/** The largest breakpoint a width reaches, or 'base' below 640 px (phones). */
export function breakpointFor(width: number): Breakpoint | 'base' {
  let current: Breakpoint | 'base' = 'base';
  for (const [name, minWidth] of Object.entries(breakpoints) as Array<[Breakpoint, number]>) {
    if (width >= minWidth) current = name;
  }
  return current;
}

/**
 * Calls `onSettle` once resizing has paused for `delayMs` (PLT-15): rotating a phone or dragging a window fires
 * dozens of resize events, and layout work should run once per gesture.
 */
export function debounce<Args extends unknown[]>(
  onSettle: (...args: Args) => void,
  delayMs: number = resizeDebounceMs,
  timers: Timers = browserTimers,
): { call: (...args: Args) => void; cancel: () => void } {
  let handle: unknown = null;
  return {
    call(...args) {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        onSettle(...args);
      }, delayMs);
    },
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

/** Window width, updated 50 ms after resizing stops. */
export function useViewportWidth(target: Window = window): number {
  const [width, setWidth] = useState(() => target.innerWidth);
  useEffect(() => {
    const debounced = debounce(() => setWidth(target.innerWidth));
    target.addEventListener('resize', debounced.call);
    return () => {
      target.removeEventListener('resize', debounced.call);
      debounced.cancel();
    };
  }, [target]);
  return width;
}

export function useBreakpoint(target: Window = window): Breakpoint | 'base' {
  return breakpointFor(useViewportWidth(target));
}
