import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressPhase } from './navigation-progress.ts';
import { createNavigationProgress, progressDelayMs } from './navigation-progress.ts';

describe('navigation progress timing', () => {
  let phases: ProgressPhase[];
  const make = () => createNavigationProgress({ onChange: (phase) => phases.push(phase) });

  beforeEach(() => {
    vi.useFakeTimers();
    phases = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[NAV-01] starts the progress bar only after 100 ms', () => {
    expect(progressDelayMs).toBe(100);
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(99);
    expect(progress.phase()).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(progress.phase()).toBe('running');
    expect(phases).toEqual(['pending', 'running']);
  });

  it('[NAV-01] never shows the bar for a navigation shorter than 100 ms', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(60);
    progress.done();
    vi.advanceTimersByTime(1000);
    expect(phases).toEqual(['pending', 'idle']);
    expect(phases).not.toContain('running');
  });

  it('[NAV-01] completes and hides the bar when the navigation ends', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(250);
    progress.done();
    expect(progress.phase()).toBe('finishing');
    vi.advanceTimersByTime(400);
    expect(progress.phase()).toBe('idle');
    expect(phases).toEqual(['pending', 'running', 'finishing', 'idle']);
  });

  it('[NAV-01] a second start while waiting does not restart the 100 ms delay', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(70);
    progress.start();
    vi.advanceTimersByTime(30);
    expect(progress.phase()).toBe('running');
  });

  it('[NAV-01] a navigation starting while the bar fades keeps it running', () => {
    const progress = make();
    progress.start();
    vi.advanceTimersByTime(150);
    progress.done();
    vi.advanceTimersByTime(100);
    progress.start();
    expect(progress.phase()).toBe('running');
    vi.advanceTimersByTime(1000);
    expect(progress.phase()).toBe('running');
    progress.done();
    vi.advanceTimersByTime(400);
    expect(progress.phase()).toBe('idle');
  });

  it('[NAV-01] done without start and dispose are harmless', () => {
    const progress = make();
    progress.done();
    expect(phases).toEqual([]);
    progress.start();
    progress.dispose();
    vi.advanceTimersByTime(500);
    expect(phases).toEqual(['pending']);
  });
});
