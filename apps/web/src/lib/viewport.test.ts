import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpointFor, breakpoints, debounce, resizeDebounceMs, useViewportWidth } from './viewport.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('breakpoints', () => {
  it('[PLT-15] are 640/768/1024/1280/1536 px', () => {
    expect(Object.values(breakpoints)).toEqual([640, 768, 1024, 1280, 1536]);
  });

  it('[PLT-15] equal the Tailwind theme the CSS is built with, which the app does not override', () => {
    const require = createRequire(import.meta.url);
    const theme = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
    for (const [name, px] of Object.entries(breakpoints)) {
      const match = new RegExp(`--breakpoint-${name}:\\s*([\\d.]+)rem`).exec(theme);
      expect(Number(match?.[1]) * 16).toBe(px);
    }
    const sourceRoot = join(import.meta.dirname, '..');
    const css = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) {
      expect(readFileSync(join(sourceRoot, file), 'utf8')).not.toMatch(/--breakpoint-/);
    }
  });

  it.each([
    [320, 'base'],
    [639, 'base'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1280, 'xl'],
    [1536, '2xl'],
    [2560, '2xl'],
  ])('[PLT-15] width %d is %s', (width, expected) => {
    expect(breakpointFor(width)).toBe(expected);
  });
});

describe('resize debounce', () => {
  it('[PLT-15] waits 50 ms after the last call', () => {
    vi.useFakeTimers();
    const settle = vi.fn();
    const debounced = debounce(settle);
    expect(resizeDebounceMs).toBe(50);
    debounced.call(1);
    vi.advanceTimersByTime(30);
    debounced.call(2);
    vi.advanceTimersByTime(49);
    expect(settle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settle).toHaveBeenCalledTimes(1);
    expect(settle).toHaveBeenCalledWith(2);
  });

  it('[PLT-15] useViewportWidth updates once, 50 ms after a burst of resize events', () => {
    vi.useFakeTimers();
    window.innerWidth = 390;
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(390);
    act(() => {
      for (const width of [500, 700, 900, 1100]) {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(10);
      }
    });
    expect(result.current).toBe(390);
    act(() => {
      vi.advanceTimersByTime(40);
    });
    expect(result.current).toBe(1100);
  });
});
