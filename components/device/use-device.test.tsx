import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDevice } from './use-device';

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

describe('useDevice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  });
  afterEach(() => vi.useRealTimers());

  it('reads the viewport after mount and again 50 ms after the last resize', () => {
    const { result, unmount } = renderHook(() => useDevice());
    expect(result.current).toEqual({ width: 390, height: 844, device: 'mobile' });

    act(() => resizeTo(1280, 800));
    act(() => vi.advanceTimersByTime(49));
    expect(result.current.device).toBe('mobile');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ width: 1280, height: 800, device: 'desktop' });

    unmount();
    resizeTo(390, 844);
    vi.advanceTimersByTime(100); // no update after unmount (React would warn)
  });
});
