import type { Timers } from '../lib/external-store.ts';
import { browserTimers } from '../lib/external-store.ts';

/**
 * The top progress bar's timing (NAV-01), kept apart from React so it is tested with fake timers. Navigations that
 * finish within `delayMs` never show the bar (no flicker on fast pages); a shown bar fills up and fades for
 * `finishMs` before it is removed.
 */
export type ProgressPhase = 'idle' | 'pending' | 'running' | 'finishing';

export const progressDelayMs = 100;
export const progressFinishMs = 400;

export type NavigationProgress = {
  phase: () => ProgressPhase;
  start: () => void;
  done: () => void;
  dispose: () => void;
};

export function createNavigationProgress({
  onChange,
  delayMs = progressDelayMs,
  finishMs = progressFinishMs,
  timers = browserTimers,
}: {
  onChange: (phase: ProgressPhase) => void;
  delayMs?: number;
  finishMs?: number;
  timers?: Timers;
}): NavigationProgress {
  let phase: ProgressPhase = 'idle';
  let timer: unknown = null;

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const set = (next: ProgressPhase) => {
    if (next === phase) return;
    phase = next;
    onChange(next);
  };

  return {
    phase: () => phase,
    start() {
      if (phase === 'pending' || phase === 'running') return;
      if (phase === 'finishing') {
        // A new navigation while the bar fades out: keep it on screen rather than blink it off and on.
        clear();
        set('running');
        return;
      }
      set('pending');
      timer = timers.setTimeout(() => {
        timer = null;
        set('running');
      }, delayMs);
    },
    done() {
      if (phase === 'pending') {
        clear();
        set('idle');
        return;
      }
      if (phase !== 'running') return;
      set('finishing');
      timer = timers.setTimeout(() => {
        timer = null;
        set('idle');
      }, finishMs);
    },
    dispose() {
      clear();
      phase = 'idle';
    },
  };
}
