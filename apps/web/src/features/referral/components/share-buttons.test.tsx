import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSharePopup } from './share-buttons.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('share popup', () => {
  it('[PLT-16][REF-01] opens a 626×436 window and checks every 500 ms whether it was closed', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const onClosed = vi.fn();
    openSharePopup('https://wa.me/?text=hi', onClosed);
    expect(open).toHaveBeenCalledWith(
      'https://wa.me/?text=hi',
      'konter-share',
      expect.stringContaining('width=626,height=436'),
    );
    vi.advanceTimersByTime(1_500);
    expect(onClosed).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(499);
    expect(onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClosed).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5_000);
    expect(onClosed).toHaveBeenCalledOnce();
  });
});
